# errinfo: two failed opens (ENOENT) by cat, counted with the others.
# @@timeout: 120
. ./common.sh
run errinfo -n cat -- 'LC_ALL=C cat /nonexistent-a /nonexistent-b 2>/dev/null' 'exit 0'
header
bad_lines '^[^ ]+ +[a-z_0-9]+ +[0-9]+ +[0-9]+$'
awk '$1 == "cat" && $2 == "openat" && $3 == 2 { print "cat openat ENOENT at least 2:", ($4 >= 2 ? "yes" : "no " $4) }' "$out"
