# iotop: dd's 8 direct writes of 64 KiB, counted and summed.
# @@needs: dd if=/dev/zero of=.direct-probe bs=4k count=1 oflag=direct status=none; rc=$?; rm -f .direct-probe; exit $rc
. ./common.sh
run iotop -n dd -- "dd if=/dev/zero of=$work/d bs=64k count=8 oflag=direct status=none" 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +[^ ]+ +[RW] +[0-9]+ +[0-9]+$'
awk 'NR > 1 && $2 == "dd" && $4 == "W" { print "dd W", ($5 >= 8 ? "8 or more" : $5), ($6 >= 524288 ? "524288 or more" : $6) }' "$out"
