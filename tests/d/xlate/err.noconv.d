/* A member the translator does not define cannot be read through it. */
BEGIN
{
	trace(curpsinfo->pr_rssize);
}
