# cpudist: a shell that waits for children between bursts of work has
# on-CPU runs, and they are in a histogram. (Waiting makes the shell leave
# its CPU for sure: a CPU loop alone may run its whole life without being
# switched out on an idle machine, and then no run is ever complete.)
# @@timeout: 90
. ./common.sh
run cpudist -- 'i=0; while [ $i -lt 20 ]; do j=0; while [ $j -lt 500 ]; do j=$((j+1)); done; /bin/true; i=$((i+1)); done' 'exit 0'
n=$(hist_total 'sh (us on CPU)')
echo "sh on-CPU runs: $([ "$n" -ge 1 ] && echo "at least 1" || echo "none")"
bad_lines '^(|[a-zA-Z0-9_.:/ -]+ \(us on CPU\)| +value +-+ Distribution -+ count| +-?[0-9]+ \|[@ ]+ [0-9]+)$'
