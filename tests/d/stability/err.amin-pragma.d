/* @@opts: -xerrtags */
/*
 * #pragma D attributes gives a variable defined later its attributes,
 * which amin then checks where it is used.
 */
#pragma D option amin=Evolving/Evolving/Common
#pragma D attributes Private/Unstable/ISA bar

dtrace:::BEGIN
{
	bar = 1;
}
