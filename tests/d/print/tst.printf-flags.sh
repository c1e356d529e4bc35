# Output Formatting: printf conversions with flags, widths and precisions
# as printf(3C) defines them (the guide's "Flags", "Width and Precision
# Specifiers", "Size Prefixes" and "Conversion Formats"): - + space # 0,
# static and * widths (a negative * width left-justifies, a negative *
# precision is none), integers printed at the argument's size (-1 as an
# int is ffffffff), %c of an int prints its low byte, %S escapes, %Y and
# %T in the local time zone (TZ=UTC here), %p in hex without 0x.
TZ=UTC $DTRACE -q -n '
BEGIN {
	printf("[%5d][%-5d][%05d][%+d][% d][%+5d][%-+5d]\n", 42, 42, 42, 42, 42, 42, 42);
	printf("[%x][%X][%#x][%#X][%#o][%o][%08x][%#08x]\n", 255, 255, 255, 255, 8, 8, 255, 255);
	printf("[%u][%i][%d][%d]\n", -1, -1, 0x7fffffffffffffff, -0x7fffffffffffffff - 1);
	printf("[%*d][%-*d][%.*d][%*s][%.*s]\n", 6, 7, 6, 7, 3, 7, -5, "a", -1, "abc");
	printf("[%.3d][%8.3d][%-8.3d][%+.2d][% 05d][%+05d][%#.3o]\n", 7, 7, 7, 3, 3, -3, 8);
	printf("[%c][%3c][%-3c][%c]\n", 65, 66, 67, 256 + 68);
	printf("[%s][%10s][%-10s][%.2s][%10.2s][%5.3s][%s]\n", "abc", "abc", "abc",
	    "abc", "abc", "abcdef", "");
	printf("[%x][%X][%o][%x][%d %d]\n", -1, -1LL, -1, (char)-1, (char)-1, (unsigned char)255);
	printf("[%hd][%hu][%ld][%lu][%lld][%llx]\n", (short)-1, (unsigned short)65535,
	    (long)-2, (unsigned long)2, (long long)-3, (long long)-3);
	printf("[%p][%-#10x][%%]\n", 0x1234, 255);
	printf("[%Y]\n", 1700000000123456789LL);
	printf("[%T]\n", 1700000000123456789LL);
	printf("[%S]\n", "a\tb\n\001\\\"z");
	printf("[%C][%C][%C]\n", 65, 10, 1);
	exit(0);
}'
