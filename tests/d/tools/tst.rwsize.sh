# rwsize: dd makes 8 writes of 1024 bytes.
# @@timeout: 90
. ./common.sh
run rwsize -n dd -- 'dd if=/dev/zero of=/dev/null bs=1024 count=8 status=none' 'exit 0'
echo "dd write 1024-byte writes: $(awk '$0 == "dd write (bytes)" { on = 1 } on && $1 == 1024 { print $NF; exit }' "$out")"
echo "dd write total: $(hist_total 'dd write (bytes)')"
