/* @@opts: -xerrtags */
/* Line markers (as cpp writes them) renumber the lines that follow. */
# 100 "elsewhere.d"
BEGIN
{
	x = 1 +;
}
