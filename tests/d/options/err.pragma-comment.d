/* @@opts: -xerrtags */
/*
 * Without -C, a control line's words run to its newline: DTrace's lexer
 * (Oracle's dt_lex.l, state S3) takes a comment's opening and the words
 * after it as more words, so a comment after an option is a superfluous
 * argument.  With -C, cpp removes the comment first
 * (options/tst.pragma-comment-cpp.d).
 */
#pragma D option quiet /* no output but ours */

BEGIN
{
	exit(0);
}
