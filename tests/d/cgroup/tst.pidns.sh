# A process in its own pid namespace (unshare --pid --fork): nspid and
# nstid are its ids there (2: the namespace's init is the shell, 1), pid
# and tid the host's; both agree with the NSpid line the host's /proc
# shows for it ("NSpid: <host pid> <namespace pid>").
# @@needs: grep -q " cgroup2 " /proc/mounts && command -v perl && unshare --pid --fork true
# @@timeout: 60
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/ns.sh" <<W
#!/bin/sh
perl -e 'getppid(); select(undef, undef, undef, 0.05) until -e "$tmp/go"'
true
W
$DTRACE -q -w -c "unshare --pid --fork --mount-proc sh $tmp/ns.sh" -n '
syscall::getppid:entry /progenyof($target) && execname == "perl"/
{
	printf("%d %d %d %d\n", pid, nspid, tid, nstid);
	system("grep NSpid /proc/%d/status; touch %s/go", pid, $$1);
}' "$tmp" >"$tmp/out"
echo "exit status $?"
read -r pid nspid tid nstid <"$tmp/out"
echo "namespace pid $nspid, namespace tid $nstid, host pid = host tid: $([ "$pid" = "$tid" ] && echo yes)"
ns=$(grep NSpid "$tmp/out" | tr -s ' \t' ' ')
[ "$ns" = "NSpid: $pid $nspid" ] && echo "the host's /proc agrees" || echo "/proc says $ns, dtrace $pid $nspid"
[ "$pid" != "$nspid" ] && echo "host pid differs from the namespace pid"
