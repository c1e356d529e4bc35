/* copyinto()'s destination too: an arbitrary address is not alloca memory. */
BEGIN
{
	copyinto(arg0, 8, (void *)arg1);
}
