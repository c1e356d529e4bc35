/* @@opts: -C -e -DVAL=3 -UNOPE */
/*
 * dtrace -C: -D definitions, DTrace's predefined macros and cpp line
 * markers (the missing #else branch would be a syntax error).
 */
#if VAL == 3 && defined(__SUNW_D) && defined(__linux) && !defined(NOPE)
BEGIN
{
	exit(VAL - 3);
}
#else
BEGIN {{
#endif
