# offcputime: sleep 0.3 spends at least 250 ms off CPU, and blocks in a
# kernel stack through the scheduler.
# @@timeout: 90
. ./common.sh
run offcputime -n sleep -- 'sleep 0.3' 'exit 0'
header
awk '$1 == "sleep" && NF == 2 { print "sleep off CPU at least 250 ms:", ($2 >= 250000 ? "yes" : "no " $2) }
	$0 == "sleep" { on = 1; next } on && /vmlinux`.*schedule/ { k = 1 } / times$/ { on = 0 }
	END { print "blocked in the scheduler:", (k ? "yes" : "no") }' "$out"
