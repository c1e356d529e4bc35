/* @@opts: -xerrtags */
BEGIN
{
	trace(self->never);
}
