/* @@opts: -xerrtags */
/* Translated data has no address: & of an xlate expression is refused
 * (D_ADDROF_VAR, "dynamic object"), as Oracle's cook does. */
BEGIN
{
	p = &xlate <psinfo_t> (curthread);
}
