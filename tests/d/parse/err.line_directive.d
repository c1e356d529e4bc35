/* @@opts: -xerrtags */
/* #line N numbers the line after it N, as a cpp line marker (# N) does. */
#line 100 "elsewhere.d"
BEGIN
{
	x = 1 +;
}
