/*
 * dtrace(1) returning early (here: a -x option that does not exist) leaked
 * its table of -s/-n requests.
 * @@opts: -x nosuchoption
 */
BEGIN
{
	exit(0);
}
