/* @@opts: -xerrtags */
/* Statically Defined Tracing: a provider name may not end with a digit
 * (it would read as a process's provider, pid123) (D_PROV_BADNAME). */
provider myapp2 {
	probe start(int);
};

BEGIN
{
	exit(0);
}
