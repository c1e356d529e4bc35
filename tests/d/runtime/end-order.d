/* END runs after exit(), after everything recorded before it; the trace
 * output ends with one newline, even when quiet. */
#pragma D option quiet

END
{
	printf("end\n");
}

BEGIN
{
	printf("begin\n");
}

tick-10ms
/i++ == 3/
{
	printf("tick %d\n", i);
	exit(0);
}
