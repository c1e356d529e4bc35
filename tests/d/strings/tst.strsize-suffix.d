/*
 * Size options take DTrace's suffixes: strsize=1k is 1024 bytes, so a
 * 600-byte string survives whole (it used to become 1 byte).
 * @@opts: -q -x strsize=1k -x nspec=0x2
 */
BEGIN
{
	s = strjoin("hello", "world");
	t = "0123456789";
	t = strjoin(t, t); t = strjoin(t, t); t = strjoin(t, t);	/* 80 */
	t = strjoin(t, t); t = strjoin(t, t); t = strjoin(t, t);	/* 640 */
	printf("%s %d\n", s, strlen(t));
	exit(0);
}
