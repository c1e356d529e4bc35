# kmemsize: the workload's processes make the kernel allocate (exec,
# files, pipes): some kmalloc()s are counted for them.
# @@timeout: 90
. ./common.sh
run kmemsize -- 'cat /etc/hostname | cat >/dev/null' 'exit 0'
n=$(awk '/^(sh|cat) \(bytes\)$/ { on = 1; next } on && /^ *$/ && seen { on = 0; seen = 0 } on && /\|/ { seen = 1; n += $NF } END { print n + 0 }' "$out")
echo "kmallocs of sh and cat: $([ "$n" -ge 1 ] && echo "at least 1" || echo none)"
bad_lines '^(|[a-zA-Z0-9_.:/ -]+ \(bytes\)| +value +-+ Distribution -+ count| +-?[0-9]+ \|[@ ]+ [0-9]+)$'
