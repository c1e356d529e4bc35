BEGIN
{
	x = 1;
	print(*curxl);
	exit(0);
}
