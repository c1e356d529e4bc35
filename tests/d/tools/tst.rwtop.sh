# rwtop: dd writes exactly the 5000 bytes it copies (and reads at least
# them, besides what the loader reads).
# @@timeout: 90
. ./common.sh
head -c 5000 /dev/zero > "$work/in"
run rwtop -n dd -- "dd if=$work/in of=$work/copy bs=4096 status=none" 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +[RW] +[0-9]+$'
awk 'NR > 1 && $2 == "dd" && $3 == "W" { print "dd W", $4 }
     NR > 1 && $2 == "dd" && $3 == "R" { print "dd R at least 5000:", ($4 >= 5000 ? "yes" : "no " $4) }' "$out"
