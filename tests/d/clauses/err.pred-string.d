/* @@opts: -xerrtags */
/*
 * Program Structure: Predicates: a string is not of scalar type (D's
 * string is a character array): a string predicate is D_PRED_SCALAR;
 * compare it instead (execname == "x").
 */
BEGIN / execname / { exit(0); }
