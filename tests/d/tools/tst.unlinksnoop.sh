# unlinksnoop: rm of a file, rmdir of a directory, rm -f of nothing.
# @@timeout: 90
. ./common.sh
run unlinksnoop -- "touch $work/f" "mkdir $work/d" "rm $work/f" "rmdir $work/d" "rm -f $work/none" 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +[a-z]+ +[0-9]+ .+$'
awk -v w="$work" 'NR > 1 && NF { sub(w, "WORK", $5); print $2, $3, $4, $5 }' "$out"
