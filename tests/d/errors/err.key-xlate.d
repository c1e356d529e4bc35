/* @@opts: -xerrtags */
/* Translators: translated data (curpsinfo is a pointer to it) is of
 * dynamic type and may not index an associative array (D_KEY_TYPE). */
BEGIN
{
	x[curpsinfo] = 1;
}
