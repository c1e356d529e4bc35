# cpudist: a shell loop runs on CPU: its runs are in a histogram.
# @@timeout: 90
. ./common.sh
run cpudist -- 'i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done' 'exit 0'
n=$(hist_total 'sh (us on CPU)')
echo "sh on-CPU runs: $([ "$n" -ge 1 ] && echo "at least 1" || echo "none")"
bad_lines '^(|[a-zA-Z0-9_.:/ -]+ \(us on CPU\)| +value +-+ Distribution -+ count| +-?[0-9]+ \|[@ ]+ [0-9]+)$'
