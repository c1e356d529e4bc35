# pid Provider: a pid<N> description naming dtrace's own process is refused
# (D_PROC_DYN "process N is dtrace itself"): $pid expands to dtrace's pid.
$DTRACE -xerrtags -e -n 'pid$pid:::entry' 2>&1 | sed 's/[0-9][0-9]*/N/g'
echo "status ${PIPESTATUS[0]}"
