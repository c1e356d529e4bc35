# profile: a busy shell loop is sampled, with user and kernel stacks.
# @@timeout: 90
. ./common.sh
run profile -n sh -- 'i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done' 'exit 0'
awk '/ samples$/ { n += $1 } END { print "sh samples:", (n >= 5 ? "at least 5" : n + 0) }' "$out"
bad_lines '^(|sh|[a-zA-Z_0-9.+-]+`[^ ]+|0x[0-9a-f]+|[a-zA-Z_0-9.+-]+|    [0-9]+ samples)$'
