BEGIN
{
	a["x"] = 1;
	a[execname, probefunc] = 1;
	exit(0);
}
