# mmapsnoop: dd's 8 MiB buffer is an anonymous private mapping (malloc).
# @@timeout: 90
. ./common.sh
run mmapsnoop -n dd -- 'dd if=/dev/zero of=/dev/null bs=8M count=1 status=none' 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +[0-9]+ +[0-9]+ +[0-9a-f]+ +-?[0-9]+$'
awk 'NR > 1 && $3 >= 8388608 { print $2, "8 MiB or more, prot", $4, "flags", $5, "fd", $6 }' "$out"
