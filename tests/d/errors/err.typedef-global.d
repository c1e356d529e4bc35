/* @@opts: -xerrtags */
/*
 * Type and Constant Definitions: typedef.  A typedef's name may not be one
 * D already knows as a variable: here the built-in pid.
 */
typedef int pid;

BEGIN
{
	exit(0);
}
