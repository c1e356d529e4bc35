# opensnoop: an open that works and one that fails (ENOENT).
# @@timeout: 90
. ./common.sh
run opensnoop -- 'cat /etc/hostname >/dev/null' 'cat /nonexistent-dtrace-tool 2>/dev/null' 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +-?[0-9]+ +[0-9]+ .*$'
awk 'NR > 1 && /hostname|nonexistent/ { if ($3 >= 0) $3 = "FD"; print $2, $3, $4, $5 }' "$out"
