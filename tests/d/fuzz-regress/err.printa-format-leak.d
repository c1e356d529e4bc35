/*
 * Found by fuzz_compile: a printa() format that does not fit the keys
 * leaked the parsed format when the error unwound (seen under ASan).
 */
BEGIN
{
	@[stack()] = count();
	printa("%p\n", @);
	exit(0);
}
