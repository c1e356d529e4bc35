/*
 * llquantize() with one step per magnitude (steps 1: it divides every
 * factor): each magnitude is one bucket from factor^m, so 37 counts in 16
 * (factor 4: 16..63), 5 in 4, -37 in -16, and with factor 10 37 in 10,
 * 999 in 100, 10000 in ">= 10000"; with low 0, 0 counts in "0" and 12
 * in 10.  Every value counted in the middle
 * bucket ("abs() < 4") before: the code generator emitted no boundary.
 */
#pragma D option quiet

BEGIN
{
	@f4 = llquantize(37, 4, 1, 3, 1);
	@f4 = llquantize(5, 4, 1, 3, 1);
	@f4 = llquantize(-37, 4, 1, 3, 1);
	@f4 = llquantize(3, 4, 1, 3, 1);
	@f10 = llquantize(37, 10, 1, 3, 1);
	@f10 = llquantize(999, 10, 1, 3, 1);
	@f10 = llquantize(10000, 10, 1, 3, 1);
	@z = llquantize(0, 10, 0, 3, 1);
	@z = llquantize(12, 10, 0, 3, 1);
	exit(0);
}
