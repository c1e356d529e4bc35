/* @@opts: -xerrtags */
/*
 * Stability Enforcement: with amin, every expression is checked as it is
 * given its attributes; curthread is Stable/Private/Common (its data is
 * the kernel's own).
 */
#pragma D option amin=Stable/Stable/Common

dtrace:::BEGIN
{
	trace(curthread);
}
