/* @@opts: -xerrtags */
/* Variables: Thread-Local Variables.  A thread-local associative array
 * (self->a[k]) used without [ ] is read as a scalar, which it is not
 * (D_IDENT_BADREF), as for a global associative array. */
BEGIN
{
	self->a[1] = 2;
	trace(self->a);
}
