BEGIN
{
	a["x"] = 1;
	b[execname, probefunc] = 1;
	exit(0);
}
