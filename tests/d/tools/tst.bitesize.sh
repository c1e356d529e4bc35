# bitesize: dd's 8 direct writes of 64 KiB land in the 65536 bucket (at
# least 4: a kernel worker may dispatch some).
# @@needs: findmnt -n -o SOURCE --target . | grep -q "^/dev/" && { dd if=/dev/zero of=.direct-probe bs=4k count=1 oflag=direct status=none; rc=$?; rm -f .direct-probe; exit $rc; }
# @@timeout: 90
. ./common.sh
run bitesize -n dd -- "dd if=/dev/zero of=$work/d bs=64k count=8 oflag=direct status=none" 'exit 0'
awk '/ dd \(bytes\)$/ { on = 1 } on && $1 == 65536 { print "dd 65536-byte I/Os at least 4:", ($NF >= 4 ? "yes" : "no " $NF); exit }' "$out"
