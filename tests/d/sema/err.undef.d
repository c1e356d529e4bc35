/* @@opts: -xerrtags */
BEGIN
{
	y = nosuchvar + 1;
}
