/* @@opts: -xerrtags */
/* zdefs is a switch: it takes no value. */
#pragma D option zdefs=1

BEGIN
{
	exit(0);
}
