/* @@opts: -xerrtags */
/* += of a pointer to an integer: unless both operands are integers the left one must be a pointer of known size (D_OP_VFPTR). */
BEGIN { x = 1; x += (char *)0; }
