/* @@opts: -xerrtags */
/* An array key of another length than the signature's (int [3]): arrays
 * are compatible with arrays of as many compatible elements only
 * (D_PROTO_ARG). */
int k[3], l[4];
BEGIN { a[k] = 1; trace(a[l]); }
