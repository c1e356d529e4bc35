# The default output's FUNCTION:NAME column names the pid probe that
# fired when many probes share one program (16 or more: uprobe-multi links
# where the kernel has them, the probe from the attach cookie), not only
# the program's first probe (those printed ":").
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
$DTRACE -o "$d/out" -n 'pid$target:libc.so.6:str*:entry {}' -c "ls /" >/dev/null 2>&1
echo "exit $?"
awk 'NR > 1 && NF { print ($3 ~ /^str[a-z_0-9]*:entry$/ ? "str*:entry" : "wrong: " $0) }' \
	"$d/out" | sort -u
