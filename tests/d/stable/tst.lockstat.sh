# lockstat provider: contended mutexes (a pipe's, under four writers) fire
# adaptive-spin or adaptive-block with the lock and the time it took.
$DTRACE -qs /dev/stdin -c ./lock-work.sh <<'D'
lockstat:::adaptive-spin, lockstat:::adaptive-block
/progenyof($target) && arg0 != 0 && arg1 > 0/
{
	mutex = 1;
}
END
{
	printf("adaptive contention seen: %d\n", mutex);
}
D
