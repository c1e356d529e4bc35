BEGIN
{
	trace(curxl->ok);
	exit(0);
}
