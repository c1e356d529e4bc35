# io provider: start and done fire for the test's own write (with fsync) on
# the block device holding this directory.
# @@needs: findmnt -n -o SOURCE --target . | grep -q '^/dev/'
src=$(findmnt -n -o SOURCE --target .)
# devinfo_t's dev_statname names the device as iostat (/proc/diskstats)
# does: the partition "vda1", or the disk "vda"; dev_pathname is its node
dev=$(basename "$(readlink -f "$src")")
sed "s/@DEV@/$dev/g" <<'D' | $DTRACE -qs /dev/stdin -c ./io-work.sh
int w, done;
uint64_t bytes;
string fi, path;

io:::start /args[1]->dev_statname == "@DEV@"/
{
	path = args[1]->dev_pathname;
	w += (args[0]->b_flags & B_WRITE) != 0;
	bytes += args[0]->b_bcount;
	fi = args[2]->fi_name;
}
io:::done /args[1]->dev_statname == "@DEV@"/ { done++; }
END
{
	printf("start write %d, %s bytes, done %s, file %s, path %s\n", w > 0,
	    bytes >= 262144 ? ">= 256k" : "too few", done > 0 ? "yes" : "no", fi,
	    path == "/dev/@DEV@" ? "ok" : path);
}
D
