# dtrace -l lists pid probes of a -c target (which never runs); a pid
# description that matches nothing and a command that cannot be run are
# errors (status 1).  The name glob *[ny] (entry, return) leaves out the
# instruction-offset probes, whose hex names depend on the compiler
# (tst.offsets has them).
# @@needs: command -v gcc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O0 -o "$tmp/target" target.c || exit 1
pidpat='s/pid[0-9][0-9]*/pidPID/g'
$DTRACE -l -n 'pid$target:a.out:[aen]*:*[ny]' -c "$tmp/target" |
	awk '{ print $2, $3, $4, $5 }' | sed "$pidpat"
echo "list status ${PIPESTATUS[0]}"
$DTRACE -n 'pid$target:a.out:nosuch:entry' -c "$tmp/target" 2>&1 | sed "$pidpat"
echo "nomatch status ${PIPESTATUS[0]}"
$DTRACE -n 'pid$target:a.out:add:entry' -c "$tmp/nonexistent" 2>&1 | sed "s|$tmp|TMP|"
echo "noexec status ${PIPESTATUS[0]}"
