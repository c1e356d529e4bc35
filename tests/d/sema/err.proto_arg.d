/* @@opts: -xerrtags */
BEGIN
{
	progenyof("init");
}
