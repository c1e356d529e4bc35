# syncsnoop: sync(1) on a file (fsync), sync -d (fdatasync), dd conv=fsync.
# @@timeout: 90
. ./common.sh
echo data > "$work/f"
run syncsnoop -- "sync $work/f" "sync -d $work/f" "dd if=/dev/zero of=$work/g bs=1k count=1 conv=fsync status=none" 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +[a-z_]+ +[0-9]+ .*$'
awk -v w="$work" 'NR > 1 && NF { sub(w, "WORK", $5); print $2, $3, $5 }' "$out"
