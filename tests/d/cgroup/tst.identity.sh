# Workloads in test-made cgroups: an aggregation keyed by zonename (the
# container identity) tells them apart: a plain cgroup is its path, a
# docker-<id>.scope (and a cgroup below one) the container id, as are a
# libpod-<id>.scope and a bare 64-hex cgroup (cgroupfs drivers), a
# NAME.service (and below) its unit; cgroup_path is the path from the
# hierarchy's root and cgroup the cgroup directory's inode number.  A
# task in the root cgroup is "global".
# @@needs: grep -q " cgroup2 " /proc/mounts && command -v perl
# @@timeout: 60
. ./cglib.sh
d=$(printf 'd%.0s' {1..64}) p=$(printf 'a%.0s' {1..32})$(printf '0%.0s' {1..32})
k=$(printf 'c%.0s' {1..60})1234
dirs=(plain "docker-$d.scope/init" "libpod-$p.scope" "kubepods/pod1/$k" web.service/sub)
cg_make "${dirs[@]}"
for i in "${!dirs[@]}"; do
	echo "$(stat -c %i "$CG_MNT/$CG_TOP/${dirs[$i]}") ${dirs[$i]}"
	echo "cg_work '${dirs[$i]}' $((i + 1))" >>"$tmp/drive"
done >"$tmp/ino"
echo '"$tmp/work.sh" "$CG_MNT" 6' >>"$tmp/drive"	# the root cgroup: global
export -f cg_work
export CG_MNT CG_TOP tmp
$DTRACE -q -c "bash $tmp/drive" -s identity.d >"$tmp/out"
echo "exit status $?"
grep -v '^cgroup ' "$tmp/out" | cg_filter
# each cgroup id printed is the inode of the test's cgroup of that name
grep '^cgroup ' "$tmp/out" | while read -r _ c; do
	grep "^$c " "$tmp/ino" | cut -d' ' -f2- | sed 's/^/cgroup id = inode of /'
done | sort
# A strsize too small for the path keeps its lowest components and the
# start of the first that does not fit: never "/" nor global; a scope
# name that does not fit is no container id.
echo "cg_work 'docker-$d.scope/init' 1" >"$tmp/drive1"
$DTRACE -q -x strsize=40 -c "bash $tmp/drive1" -n '
syscall::getppid:entry /progenyof($target) && execname == "perl"/
{
	printf("strsize=40: zonename %s cgroup_path %s\n", zonename, cgroup_path);
}'
