/* @@opts: -xerrtags */
/* Assignment to a constant (D_OP_LVAL). */
BEGIN { 1 = 2; }
