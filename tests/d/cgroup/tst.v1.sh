# cgroup v1: in a mount namespace of the test's own, every cgroup mount
# (v2 and v1) is gone and a v1 hierarchy of the test's own is mounted
# (a named one, name=dtt.tests: any kernel with cgroups mounts one, no
# controller is taken from anyone; every task is in its root, so the
# kernel keeps it after the unmount, and each run mounts the same one
# again, one run at a time: flock) with test-made cgroups in it, as on a
# host booted with systemd.unified_cgroup_hierarchy=0.  The unified
# hierarchy, which then has every task in its root, is not read (that
# would call every task "global"): the v1 hierarchy in use is, found on
# the task's css_set by its hierarchy id.  cgroup_path is the path in it,
# zonename the identity by the same rules as in v2, cgroup the inode of
# the cgroup's directory.  -x cgroupv1 names the hierarchy (also where
# another one is in use); one that does not exist is one sentence.
# -x cgroup limits the session to a cgroup of that v1 hierarchy (and
# those below it): its ancestors' ids walked in the kernel.
# @@needs: command -v perl && unshare --mount sh -c 'd=$(mktemp -d) && mount -t cgroup -o none,name=dttneeds cgroup $d && umount $d && rmdir $d'
# @@timeout: 90
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
d=$(printf 'd%.0s' {1..64})
cat >"$tmp/inner.sh" <<'S'
set -u
awk '$3 == "cgroup2" || $3 == "cgroup" { print $2 }' /proc/mounts | sort -r |
	while read -r m; do umount -l "$m"; done
v1=$tmp/v1
mkdir "$v1" && mount -t cgroup -o "none,name=dtt.tests" cgroup "$v1" || exit 1
dirs=(plain "docker-$d.scope/init" web.service/sub)
for c in "${dirs[@]}"; do mkdir -p "$v1/$c"; done
for i in "${!dirs[@]}"; do
	echo "$(stat -c %i "$v1/${dirs[$i]}") ${dirs[$i]}"
done >"$tmp/ino"
echo "$(stat -c %i "$v1") / (the root)" >>"$tmp/ino"
cat >"$tmp/work.sh" <<'W'
#!/bin/sh
echo $$ >"$1/cgroup.procs" || exit 1
exec perl -e "getppid() for 1..$2"
W
chmod +x "$tmp/work.sh"
{
	for i in "${!dirs[@]}"; do echo "$tmp/work.sh '$v1/${dirs[$i]}' $((i + 1))"; done
	echo "$tmp/work.sh '$v1' 4"	# the root: global
} >"$tmp/drive"
for opt in "" "-x cgroupv1=name=dtt.tests"; do
	echo "== dtrace ${opt:-(the hierarchy in use)}" | sed "s/dtt\.tests/dtt.RUN/"
	$DTRACE -q $opt -c "sh $tmp/drive" -s identity.d >"$tmp/out"
	echo "exit status $?"
	grep -v '^cgroup ' "$tmp/out"
	grep '^cgroup ' "$tmp/out" | while read -r _ c; do
		grep "^$c " "$tmp/ino" | cut -d' ' -f2- | sed 's/^/cgroup id = inode of /'
	done | sort
done
$DTRACE -e -x cgroupv1=nosuch -qn 'BEGIN { x = cgroup_path; }' 2>&1
echo "exit status $?"
echo "== dtrace -x cgroup=/docker-ID.scope (the cgroup and those below)"
$DTRACE -q -x "cgroup=/docker-$d.scope" -c "sh $tmp/drive" -n '
syscall::getppid:entry /progenyof($target) && execname == "perl"/ { @[cgroup_path] = count(); }
END { printa("cgroup_path %s %@d\n", @); }'
echo "exit status $?"
# a v1 hierarchy lives on after its unmount while it has cgroups, and a
# cgroup whose last task has just exited may still be busy: until gone
while [ -n "$(find "$v1" -mindepth 1 -type d)" ]; do
	find "$v1" -mindepth 1 -depth -type d -exec rmdir {} + 2>/dev/null
	sleep 0.1
done
umount "$v1"
S
tmp=$tmp d=$d DTRACE=$DTRACE flock /tmp/dtrace-tests-cgroup-v1.lock \
	unshare --mount --propagation private bash "$tmp/inner.sh"
