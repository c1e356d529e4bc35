/* @@opts: -xerrtags */
/*
 * #pragma D option is set when the line is read (Oracle's lexer applies
 * it at the line's end, before any clause is compiled), so it holds for
 * the whole program: a D version 1.0, which has no strstr(), refuses the
 * clause before it too.
 */
BEGIN
{
	printf("%s\n", strstr("abc", "b"));
	exit(0);
}

#pragma D option version=1.0
