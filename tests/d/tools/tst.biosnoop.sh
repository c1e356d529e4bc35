# biosnoop: 8 direct writes then 8 direct reads of 64 KiB by dd (most of
# them dispatched by dd itself: a kernel worker may dispatch some).
# @@needs: findmnt -n -o SOURCE --target . | grep -q "^/dev/" && { dd if=/dev/zero of=.direct-probe bs=4k count=1 oflag=direct status=none; rc=$?; rm -f .direct-probe; exit $rc; }
# @@timeout: 90
. ./common.sh
run biosnoop -- "dd if=/dev/zero of=$work/d bs=64k count=8 oflag=direct status=none" \
	"dd if=$work/d of=/dev/null bs=64k iflag=direct status=none" 'exit 0'
header
bad_lines '^[^ ]+ +[0-9]+ +[^ ]+ +[RW] +[0-9]+ +[0-9]+ +[0-9]+$'
awk 'NR > 1 && $1 == "dd" { n[$4 " " $6]++ } END { for (k in n) print "dd", k, n[k] >= 4 ? "x4 or more" : "x" n[k] }' "$out" | sort
