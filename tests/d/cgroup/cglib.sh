# Sourced by the tests here: test-made cgroups under the cgroup2 mount
# (no container engine, no systemd needed) and their removal.
CG_MNT=$(awk '$3 == "cgroup2" { print $2; exit }' /proc/mounts)
[ -n "$CG_MNT" ] || { echo "no cgroup2 mount"; exit 1; }
CG_TOP=dtt.$$			# this run's own subtree, removed at exit
tmp=$(mktemp -d)
cg_cleanup() {
	# deepest first; a cgroup with live tasks stays (rmdir fails)
	[ -d "$CG_MNT/$CG_TOP" ] &&
		find "$CG_MNT/$CG_TOP" -depth -type d -exec rmdir {} + 2>/dev/null
	rm -rf "$tmp"
}
trap cg_cleanup EXIT

# cg_make PATH...: mkdir PATH (relative to this run's subtree)
cg_make() {
	local p
	for p; do mkdir -p "$CG_MNT/$CG_TOP/$p" || exit 1; done
}

# A workload: moves itself into cgroup $1 (of this run), then calls
# getppid() $2 times from perl.
cat >"$tmp/work.sh" <<'W'
#!/bin/sh
echo $$ >"$1/cgroup.procs" || exit 1
exec perl -e "getppid() for 1..$2"
W
chmod +x "$tmp/work.sh"
cg_work() {
	# shellcheck disable=SC2154
	"$tmp/work.sh" "$CG_MNT/$CG_TOP/$1" "$2"
}

# Output with this run's subtree name made constant.
cg_filter() {
	sed -e "s/dtt\.$$/dtt.RUN/g" -e "s|$CG_MNT|CGROUP2|g"
}
