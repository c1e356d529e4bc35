/* msgdsize() measures a Solaris STREAMS message: refused at compile time on Linux */
BEGIN
{
	trace(msgdsize((void *)0));
}
