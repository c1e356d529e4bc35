/*
 * A -C compile failing after cpp ran leaked cpp's output: the pointer was
 * set after setjmp() and not volatile, so the error path saw NULL.
 * @@opts: -C
 */
#define X 1
BEGIN
{
	X X;
}
