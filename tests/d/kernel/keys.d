BEGIN
{
	a["x"] = 1;
	b[probename, probefunc] = 1;
	exit(0);
}
