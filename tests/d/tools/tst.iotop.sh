# iotop: dd's direct writes of 64 KiB, counted and summed: no request over
# 64 KiB (ext4 adds a few small ones) (at least 4 of the 8: a kernel worker may dispatch some).
# @@needs: findmnt -n -o SOURCE --target . | grep -q "^/dev/" && { dd if=/dev/zero of=.direct-probe bs=4k count=1 oflag=direct status=none; rc=$?; rm -f .direct-probe; exit $rc; }
# @@timeout: 90
. ./common.sh
run iotop -n dd -- "dd if=/dev/zero of=$work/d bs=64k count=8 oflag=direct status=none" 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +[^ ]+ +[RW] +[0-9]+ +[0-9]+$'
awk 'NR > 1 && $2 == "dd" && $4 == "W" { print "dd W", ($5 >= 4 ? "4 or more" : $5), ($6 >= 4 * 65536 && $6 <= $5 * 65536 ? "at most 64 KiB each" : $6 " bytes") }' "$out"
