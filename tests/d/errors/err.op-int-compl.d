/* @@opts: -xerrtags */
/* ~ on a string operand (D_OP_INT). */
BEGIN { x = ~"a"; }
