/* printm() is not implemented: refused at compile time with one sentence, never accepted and ignored */
BEGIN
{
	printm(4, curthread->comm);
}
