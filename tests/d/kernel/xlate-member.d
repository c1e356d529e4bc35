BEGIN
{
	trace(curxl->lacking);
	exit(0);
}
