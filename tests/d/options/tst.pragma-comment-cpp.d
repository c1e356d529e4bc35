/* @@opts: -C */
/*
 * With -C, cpp removes a comment on a #pragma line before D reads it
 * (without -C it is a superfluous argument: options/err.pragma-comment.d).
 */
#pragma D option quiet /* no output but ours */
#pragma D option bufsize=64k /* and a size */

BEGIN
{
	printf("quiet\n");
	exit(0);
}
