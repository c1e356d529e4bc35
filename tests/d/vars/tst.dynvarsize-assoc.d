/*
 * Guide, "Options and Tunables" (dynvarsize): an associative array's
 * elements take their key tuple and their value from the dynamic variable
 * space.  With strsize=512 a string-keyed element needs more than half of
 * dynvarsize=1024: one fits, the second store is a dynamic variable drop
 * and ends its clause (so the stores after it are not attempted).
 * A 512-byte string key is what is measured: kernels that cap map keys
 * at 512 bytes (5.10) refuse it with one sentence (kernel/tst.key-size).
 * @@needs: ! python3 tests/d/kernel/small-keys.py
 */
#pragma D option quiet
#pragma D option strsize=512
#pragma D option dynvarsize=1024

BEGIN
{
	a["Harding"] = 1;
	a["Hoover"] = 2;
	a["Nixon"] = 3;
	printf("not reached\n");
}

BEGIN
{
	printf("%d %d %d\n", a["Harding"], a["Hoover"], a["Nixon"]);
	a["Harding"] = 0;
	a["Nixon"] = 3;
	printf("%d %d %d\n", a["Harding"], a["Hoover"], a["Nixon"]);
	exit(0);
}
