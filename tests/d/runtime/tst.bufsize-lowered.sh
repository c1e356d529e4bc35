# A -x bufsize beyond what the machine should pin (here 1 TiB) is lowered,
# with DTrace's message, instead of silently becoming something else.
$DTRACE -x bufsize=1t -qn 'BEGIN { printf("traced\n"); exit(0); }' 2>&1 |
	sed 's/lowered to [0-9]*[kmg]$/lowered to SIZE/'
echo "exit ${PIPESTATUS[0]}"
