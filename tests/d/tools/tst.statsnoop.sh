# statsnoop: stat(1) on a file that exists and one that does not.
# @@timeout: 90
. ./common.sh
run statsnoop -- 'stat /etc/hostname /nonexistent-dtrace-tool >/dev/null 2>&1' 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +[0-9]+ .+$'
awk 'NR > 1 && /hostname|nonexistent/ { print $2, $3, $4 }' "$out"
