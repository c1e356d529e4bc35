/* @@opts: -xerrtags */
/* A builtin variable is a variable: & of it is refused as of any D
 * variable (D_ADDROF_VAR). */
BEGIN
{
	p = &curthread;
}
