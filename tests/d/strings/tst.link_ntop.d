/* link_ntop: Ethernet (6 bytes) and InfiniBand (20 bytes) addresses. */
#pragma D option quiet

uint8_t mac[20];

BEGIN
{
	mac[0] = 0x02; mac[1] = 0x08; mac[2] = 0x20; mac[3] = 0xac; mac[4] = 0x04;
	mac[5] = 0x0e; mac[19] = 0xcd;
	printf("%s\n", link_ntop(ARPHRD_ETHER, mac));
	printf("%s\n", link_ntop(ARPHRD_INFINIBAND, mac));
	t = ARPHRD_ETHER;
	printf("%s\n", link_ntop(t, mac));
	exit(0);
}
