# cpuwalk: a busy shell loop is sampled on some CPU.
# @@timeout: 90
. ./common.sh
run cpuwalk -n sh -- 'i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done' 'exit 0'
n=$(hist_total 'sh (CPU)')
echo "sh samples: $([ "$n" -ge 5 ] && echo "at least 5" || echo "$n")"
bad_lines '^(|sh \(CPU\)| +value +-+ Distribution -+ count| +(< 0|>= 256|[0-9]+) \|[@ ]+ [0-9]+)$'
