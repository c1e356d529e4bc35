# rwsnoop: dd copies 5000 bytes in 4096-byte blocks: two reads, two writes
# (dd's lines only: the shell's read of the wrapper script is as long as
# the script, whose size follows the temporary directory's name).
# @@timeout: 90
. ./common.sh
head -c 5000 /dev/zero > "$work/in"
run rwsnoop -- "dd if=$work/in of=$work/copy bs=4096 status=none" 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +[RW] +[0-9]+ .*$'
awk -v w="$work" 'NR > 1 && $2 == "dd" && index($5, w) == 1 { sub(w, "WORK", $5); print $2, $3, $4, $5 }' "$out"
