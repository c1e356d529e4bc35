# pagefaults: dd, a dynamically linked program touching an 8 MiB buffer,
# takes dozens of faults (2 MiB ones with transparent huge pages).
# @@needs: grep -q '^flags.* ' /proc/cpuinfo && [ "$(uname -m)" = x86_64 ]
# @@timeout: 90
. ./common.sh
run pagefaults -n dd -- 'dd if=/dev/zero of=/dev/null bs=8M count=1 status=none' 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +[0-9]+$'
awk 'NR > 1 && $2 == "dd" { print "dd faults at least 20:", ($3 >= 20 ? "yes" : "no " $3) }' "$out"
