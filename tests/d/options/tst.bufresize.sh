# A -x bufsize beyond what the machine should pin (1 TiB) is lowered with
# DTrace's message under bufresize=auto (the default); -x quietresize
# lowers it without the message; bufresize=manual refuses to lower it.
run() {
	$DTRACE -x bufsize=1t "$@" -qn 'BEGIN { printf("traced\n"); exit(0); }' 2>&1 |
		sed -E 's/lowered to [0-9]+m$/lowered to SIZE/; s/\([0-9]+m\)/(SIZE)/'
	echo "exit ${PIPESTATUS[0]}"
}
echo "-- auto"; run -x bufresize=auto
echo "-- quietresize"; run -x quietresize
echo "-- manual"; run -x bufresize=manual
