# rwsnoop: dd copies 5000 bytes in 4096-byte blocks: two reads, two writes.
# @@timeout: 90
. ./common.sh
head -c 5000 /dev/zero > "$work/in"
run rwsnoop -- "dd if=$work/in of=$work/copy bs=4096 status=none" 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +[RW] +[0-9]+ .*$'
awk -v w="$work" 'NR > 1 && index($5, w) == 1 { sub(w, "WORK", $5); print $2, $3, $4, $5 }' "$out"
