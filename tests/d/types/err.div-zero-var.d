/* @@opts: -xerrtags */
/* Division by a constant 0 is refused at compile time whatever the left
 * operand (D_DIV_ZERO): a variable's value, a constant expression that
 * folds to 0, and /= alike.  A variable divisor of 0 faults at run time
 * (runtime/tst.faults.sh). */
BEGIN
{
	x = 5;
	x /= 1 - 1;
}
