# Without the unified hierarchy (a mount namespace of the test's own in
# which every cgroup2 mount is gone, as on a cgroup v1-only host) the
# cgroup variables are refused at compile time (-e: compile only),
# naming the variable,
# rather than calling every task "global"; nspid needs no cgroup.
# @@needs: grep -q " cgroup2 " /proc/mounts && unshare --mount true
cat >"${TMPDIR:-/tmp}/nocg2.$$" <<'S'
awk '$3 == "cgroup2" { print $2 }' /proc/mounts | sort -r | while read -r m; do umount -l "$m"; done
for v in zonename cgroup_path cgroup nspid; do
	$DTRACE -e -qn "BEGIN { x = $v; }" 2>&1
	echo "$v: exit status $?"
done
S
DTRACE=$DTRACE unshare --mount --propagation private sh "${TMPDIR:-/tmp}/nocg2.$$"
rm -f "${TMPDIR:-/tmp}/nocg2.$$"
