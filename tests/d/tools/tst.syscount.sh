# syscount: dd makes exactly 1000 one-byte writes.
# @@timeout: 120
. ./common.sh
run syscount -n dd -- 'dd if=/dev/zero of=/dev/null bs=1 count=1000 status=none' 'exit 0'
header
bad_lines '^[a-z_0-9]+ +[0-9]+$'
awk '$1 == "write"' "$out"
