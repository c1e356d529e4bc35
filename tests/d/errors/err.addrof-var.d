/* @@opts: -xerrtags */
/* & of a D variable (D_ADDROF_VAR). */
BEGIN { x = 1; trace(&x); }
