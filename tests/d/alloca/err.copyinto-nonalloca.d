/* copyinto()'s destination too: a string buffer is not alloca memory. */
BEGIN
{
	copyinto(arg0, 8, (void *)probename);
}
