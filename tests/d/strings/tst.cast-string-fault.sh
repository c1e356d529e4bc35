# Strings: a cast to string reads the string at the pointer, as stringof
# does: a readable address gives its string, a bad one faults (invalid
# address, ERROR) rather than reading as "".  BPF pcs vary: masked.
cat > cast.$$.d <<'D'
#pragma D option quiet
BEGIN
{
	printf("[%s] [%s]\n", (string)&curthread->comm[0], stringof(&curthread->comm[0]));
}
BEGIN
{
	x = (string)1;
	printf("not reached\n");
}
BEGIN
{
	trace((string)(char *)16);
}
ERROR
{
	printf("ERROR fault %d addr %x\n", arg4, arg5);
}
BEGIN
{
	exit(0);
}
D
$DTRACE -s cast.$$.d 2>&1 | sed 's/BPF pc [0-9]*/BPF pc N/'
rm -f cast.$$.d
