# cswitch: each of 5 sleeps is a voluntary switch of its sleep process.
# @@timeout: 90
. ./common.sh
run cswitch -n sleep -- 'for i in 1 2 3 4 5; do sleep 0.01; done' 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +(sleep|preempt) +[0-9]+$'
awk 'NR > 1 && $3 == "sleep" { n++ } END { print "sleep processes that slept:", n }' "$out"
