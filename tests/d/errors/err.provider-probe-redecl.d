/* @@opts: -xerrtags */
/* User Process Tracing / Statically Defined Tracing: a probe declared twice
 * in a provider (D_PROV_PRDUP); names compare with "__" read as "-". */
provider myapp {
	probe req__start(int);
	probe req__start(int);
};

BEGIN
{
	exit(0);
}
