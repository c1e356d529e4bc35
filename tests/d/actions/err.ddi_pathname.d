/* ddi_pathname() names a Solaris device-tree node: refused at compile time on Linux */
BEGIN
{
	trace(ddi_pathname((void *)0, 0));
}
