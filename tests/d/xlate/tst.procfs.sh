# psinfo_t and lwpsinfo_t of a known process, member by member, against
# what /proc says of it at the same moment: the target (awk) reads its own
# /proc/self/stat and status, and dtrace translates it at that read().
# Checked: pids, ids, name, argument string, tty (PRNODEV when none), the
# thread count, the priority on the Guide's scale (high is high: 139 -
# prio, which is 39 - stat's priority field), the class, the flags, the
# CPU it is bound to (taskset) or -1.
# @@timeout: 600
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cat > "$dir/self.awk" <<'AWK'
# stat: 4 ppid, 5 pgrp, 6 session, 7 tty_nr, 18 priority, 20 num_threads,
# 41 policy (after the comm field, which has no space here: "awk")
NR == FNR { split($0, s, " "); next }
/^Uid:/ { uid = $2; euid = $3 }
/^Gid:/ { gid = $2; egid = $3 }
/^Cpus_allowed_list:/ { bind = $2 ~ /^[0-9]+$/ ? $2 : -1 }
END {
	printf("pid %d ppid %d pgid %d sid %d\n", s[1], s[4], s[5], s[6]);
	printf("uid %d euid %d gid %d egid %d\n", uid, euid, gid, egid);
	printf("fname awk psargs awk -f %s/self.awk /proc/self/stat /proc/self/status\n", ENVIRON["D"]);
	printf("tty %s nlwp %d pri %d\n", s[7] == 0 ? "none" : sprintf("0x%x", s[7]), s[20], 39 - s[18]);
	printf("clname %s lwpid %d bindpro %d\n", s[41] == 1 || s[41] == 2 ? "RT" : "TS", s[1], bind);
	printf("flags 0 0\n\n");
}
AWK
cat > "$dir/ps.d" <<'D'
#pragma D option quiet
/* a read() of awk's (after nice or chrt exec'd it) */
syscall::read:entry /pid == $target && execname == "awk" && !done/
{
	done = 1;
	printf("pid %d ppid %d pgid %d sid %d\n", curpsinfo->pr_pid,
	    curpsinfo->pr_ppid, curpsinfo->pr_pgid, curpsinfo->pr_sid);
	printf("uid %d euid %d gid %d egid %d\n", curpsinfo->pr_uid,
	    curpsinfo->pr_euid, curpsinfo->pr_gid, curpsinfo->pr_egid);
	printf("fname %s psargs %s\n", curpsinfo->pr_fname, curpsinfo->pr_psargs);
	printf("tty %s nlwp %d pri %d\n", curpsinfo->pr_ttydev == PRNODEV ? "none" :
	    lltostr(curpsinfo->pr_ttydev, 16), curpsinfo->pr_nlwp, curlwpsinfo->pr_pri);
	printf("clname %s lwpid %d bindpro %d\n", curlwpsinfo->pr_clname,
	    curlwpsinfo->pr_lwpid, curlwpsinfo->pr_bindpro);
	/* a running user thread: no PR_ISSYS, PR_PTRACE, PR_STOPPED, PR_ASLEEP */
	printf("flags %x %x\n", curpsinfo->pr_flag, curlwpsinfo->pr_flag);
}
D
run() {
	rm -f "$dir/d.out"
	D=$dir $DTRACE -s "$dir/ps.d" -o "$dir/d.out" -c "$* awk -f $dir/self.awk /proc/self/stat /proc/self/status" > "$dir/awk.out" || echo "dtrace failed"
	if cmp -s "$dir/d.out" "$dir/awk.out"; then echo "$1 same"; else echo "$1 differs:"; diff "$dir/awk.out" "$dir/d.out"; fi
}
run env
run nice -n 7
# bound to one CPU (the first this test may use): pr_bindpro is that CPU
run taskset -c "$(sed -n 's/^Cpus_allowed_list:[[:space:]]*\([0-9]*\).*/\1/p' /proc/self/status)"
# a real-time class, where the system allows it
if chrt -f 10 true 2>/dev/null; then run chrt -f 10; else echo "chrt same"; fi
# with a controlling terminal, where script(1) can make one
if command -v script >/dev/null; then
	rm -f "$dir/d.out"
	D=$dir script -qec "$DTRACE -s $dir/ps.d -o $dir/d.out -c 'awk -f $dir/self.awk /proc/self/stat /proc/self/status' > $dir/awk.out" /dev/null > /dev/null
	if cmp -s "$dir/d.out" "$dir/awk.out" && grep -q 'tty [0-9a-f]' "$dir/d.out"; then echo "tty same"; else echo "tty differs:"; diff "$dir/awk.out" "$dir/d.out"; fi
else
	echo "tty same"
fi
