# io provider: start and done fire for the test's own write (with fsync) on
# the block device holding this directory.
# @@needs: findmnt -n -o SOURCE --target . | grep -q '^/dev/'
src=$(findmnt -n -o SOURCE --target .)
# devinfo_t names the disk: a partition "vda1" is on "vda"
dev=$(lsblk -n -o PKNAME "$src" 2>/dev/null | head -1)
[ -n "$dev" ] || dev=$(basename "$src")
sed "s/@DEV@/$dev/g" <<'D' | $DTRACE -qs /dev/stdin -c ./io-work.sh
int w, done;
uint64_t bytes;
string fi;

io:::start /args[1]->dev_name == "@DEV@"/
{
	w += (args[0]->b_flags & B_WRITE) != 0;
	bytes += args[0]->b_bcount;
	fi = args[2]->fi_name;
}
io:::done /args[1]->dev_name == "@DEV@"/ { done++; }
END
{
	printf("start write %d, %s bytes, done %s, file %s\n", w > 0,
	    bytes >= 262144 ? ">= 256k" : "too few", done > 0 ? "yes" : "no", fi);
}
D
