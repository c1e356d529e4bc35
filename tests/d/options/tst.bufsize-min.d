/* @@opts: -q -b60 */
/* Buffers and Buffering: 60 bytes are the least that holds a program. */
BEGIN
{
	exit(0);
}
