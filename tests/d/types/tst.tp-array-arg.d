/*
 * Pointers and Arrays, through a tracepoint's array field: sched_switch's
 * prev_comm (args[0], char [16]) is the switching-out task's name, so it
 * equals execname as a string (either side of ==), element by element,
 * through its address (&args[0][0]) and through *.  It was refused by the
 * verifier: the argument held the field's address where a char array's
 * value is its string.
 */
#pragma D option quiet

sdt:::sched_switch
{
	printf("%d %d %d\n", args[0] == execname, execname == args[0],
	    stringof(&args[0][0]) == execname);
	printf("%d %d %d\n", args[0][1] == execname[1], *args[0] == *execname,
	    *&args[0][2] == execname[2]);
	printf("%d %d\n", sizeof(args[0]), strlen(args[0]) == strlen(execname));
	exit(0);
}
