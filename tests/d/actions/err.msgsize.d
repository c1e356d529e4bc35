/* msgsize() measures a Solaris STREAMS message: refused at compile time on Linux */
BEGIN
{
	trace(msgsize((void *)0));
}
