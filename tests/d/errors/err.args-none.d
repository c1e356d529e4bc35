/* @@opts: -xerrtags */
/* args[] in an inline's value, which is checked where it is declared, outside every probe clause (D_ARGS_NONE). */
inline int first = args[0];
BEGIN { trace(first); }
