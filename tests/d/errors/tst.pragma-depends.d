/* @@opts: -q */
/* #pragma D depends_on what exists (a provider, the kernel), and a binding
 * of a variable the program declares later: accepted. */
#pragma D depends_on provider syscall
#pragma D depends_on module vmlinux
#pragma D binding "1.0" later

int later;

BEGIN
{
	later = 1;
	exit(0);
}
