/* pcap() is not implemented: refused at compile time, never accepted and ignored */
BEGIN
{
	pcap((void *)0, 1);
}
