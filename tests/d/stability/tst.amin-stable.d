/* @@opts: -q */
/*
 * The dtrace provider's names and the Stable variables and actions meet a
 * Stable/Stable/Common minimum: integer and string constants, pid,
 * execname, timestamp, printf() and exit() are Stable/Stable/Common.
 */
#pragma D option amin=Stable/Stable/Common

dtrace:::BEGIN
/pid > 0 && timestamp > 0/
{
	printf("%s\n", execname == "" ? "none" : "ok");
	exit(0);
}
