/* @@opts: -xerrtags */
/* Statically Defined Tracing: an output argument its input argument cannot
 * be assigned to, with no translator between them (D_PROV_PRXLATOR). */
provider myapp {
	probe query(char *, int) : (string, int);
	probe done(int) : (char *);
};

BEGIN
{
	exit(0);
}
