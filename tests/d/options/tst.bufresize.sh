# Buffers and Buffering, Buffer Resizing Policy: a buffer smaller than its
# option asks for is said in dtrace(1)'s words ("buffer size lowered to
# 1g": the size in the largest unit it is a whole number of) under
# bufresize=auto (the default), in dtrace(1)'s order (principal buffer,
# aggregations, dynamic variables); -x quietresize lowers without the
# message; bufresize=manual refuses to start.  The principal buffer is at
# most an eighth of RAM (1 GiB at most), the aggregations' and dynamic
# variables' maps at most 2^20 entries: a terabyte of each is lowered.
# (A lowered principal buffer is a gigabyte, mapped twice: two runs only.)
# @@timeout: 90
run() {
	$DTRACE "$@" -qn 'BEGIN { @[1] = count(); x[1] = 1; printf("traced\n"); exit(0); }' 2>&1 |
		sed -E 's/lowered to [0-9]+[kmg]$/lowered to SIZE/; s/\([0-9]+[kmg]\)/(SIZE)/; /^ +1 +1$/d'
	echo "exit ${PIPESTATUS[0]}"
}
echo "-- auto"; run -x bufsize=1t -x bufresize=auto
echo "-- quietresize"; run -x bufsize=1t -x quietresize
echo "-- manual"; run -x bufsize=1t -x bufresize=manual
echo "-- both maps"; run -x aggsize=1t -x dynvarsize=1t
echo "-- aggsize manual"; run -x aggsize=1t -x bufresize=manual
echo "-- dynvarsize manual"; run -x dynvarsize=1t -x bufresize=manual
echo "-- both maps quietly"; run -x aggsize=1t -x dynvarsize=1t -x quietresize
echo "-- what fits"; run -x bufsize=4m -x aggsize=4m -x dynvarsize=4m -x bufresize=manual
