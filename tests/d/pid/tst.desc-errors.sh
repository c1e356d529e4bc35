# pid Provider: why a pid<N> description naming one function matches no
# probe, as DTrace's pid provider says it: the function is not in the module
# named (D_PROC_FUNC), the probe name is neither entry, return nor a
# hexadecimal offset (D_PROC_NAME), the offset is past the function's end
# (D_PROC_OFF).  Without a module, or with a glob, it is D_PDESC_ZERO.
# @@needs: command -v gcc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O0 -o "$tmp/target" target.c || exit 1
pidpat='s/pid[0-9][0-9]*/pidPID/g'
for d in a.out:nosuch:entry :nosuch:entry 'a.out:nosu*:entry' a.out:add:bogus \
	 a.out:add:fffff 'a.out:add:ent*'; do
	$DTRACE -xerrtags -e -n "pid\$target:$d" -c "$tmp/target" 2>&1 | sed "$pidpat"
	echo "status ${PIPESTATUS[0]}"
done
