# bitesize: dd's 64 KiB direct writes land in the 65536 bucket.
# @@needs: dd if=/dev/zero of=.direct-probe bs=4k count=1 oflag=direct status=none; rc=$?; rm -f .direct-probe; exit $rc
. ./common.sh
run bitesize -n dd -- "dd if=/dev/zero of=$work/d bs=64k count=8 oflag=direct status=none" 'exit 0'
awk '/ dd \(bytes\)$/ { on = 1 } on && $1 == 65536 { print "dd 65536-byte I/Os at least 8:", ($NF >= 8 ? "yes" : "no " $NF); exit }' "$out"
