/* @@opts: -xerrtags */
/*
 * A provider's attributes are set per part: provider, module, function,
 * name or args; another word is refused (DTrace's message names the
 * provider and the part in this order).
 */
#pragma D attributes Stable/Stable/Common provider dtrace probe

BEGIN
{
	exit(0);
}
