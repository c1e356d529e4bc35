# Translated probe arguments: proc:::create's args[0] is
# xlate<psinfo_t *>(the new task): read by member and as a whole struct.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf '#!/bin/sh\n/bin/true\n/bin/true\n' > "$dir/forker"
chmod +x "$dir/forker"
$DTRACE -qn 'proc:::create /pid == $target/ {
	printf("%d %d %s %d\n", args[0]->pr_ppid == pid, args[0]->pr_pid != pid,
	    args[0]->pr_fname, (*args[0]).pr_ppid == pid);
	exit(0);
}' -c "$dir/forker"
$DTRACE -lvn proc:::create | grep 'args\['
