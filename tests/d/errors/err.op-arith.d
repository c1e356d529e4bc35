/* @@opts: -xerrtags */
/* unary - on a string operand (D_OP_ARITH). */
BEGIN { x = -"a"; }
