/* Bit-fields read from kernel memory: a D struct laid over the bytes of
 * curthread->comm ("dtra" = 0x61727464 little-endian) checks the shift,
 * the mask and the sign extension of each field (laid out as DTrace lays
 * out D bit-fields: each from the byte after the previous member). */
#pragma D option quiet

struct bf {
	unsigned lo : 4;
	unsigned mid : 8;
	int neg : 6;
	unsigned rest : 14;
};

BEGIN
{
	this->p = (struct bf *)&curthread->comm[0];
	printf("%d %d %d %d\n", this->p->lo, this->p->mid, this->p->neg, this->p->rest);
	printf("%d\n", curthread->in_execve);
	exit(0);
}
