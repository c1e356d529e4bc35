/* @@opts: -xerrtags */
/*
 * A decimal constant without a u suffix has a signed type (int, long or
 * long long, as C's): past INT64_MAX it has none (D_INT_OFLOW), where the
 * same value in hex, or with a u suffix, is an unsigned long long
 * (types/tst.int-constant-types.d).
 */
BEGIN { trace(9223372036854775808); }
