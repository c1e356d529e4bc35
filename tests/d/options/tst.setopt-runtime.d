/* setopt() while tracing: run-time options cannot change, unknown names and bad values are refused, compile-time and dynamic options are accepted; tracing goes on. */
#pragma D option quiet
BEGIN
{
	setopt("bufsize", "4m");
	setopt("nosuch", "1");
	setopt("quiet", "maybe");
	setopt("zdefs");
	setopt("aggsortrev");
	printf("done\n");
	exit(0);
}
