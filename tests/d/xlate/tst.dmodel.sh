# psinfo_t's pr_dmodel: PR_MODEL_ILP32 for a 32-bit process (ia32 here:
# its address space ends below 4 GiB, as for every ILP32 ABI Linux runs),
# PR_MODEL_LP64 for a 64-bit one, each read at its exec-success.
# @@needs: d=$(mktemp -d) && bash tests/d/syscall/ia32.sh $d; r=$?; rm -rf $d; exit $r
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bash ../syscall/ia32.sh "$tmp" || exit 1
printf '#!/bin/sh\n%s/g64\n%s/g32\n' "$tmp" "$tmp" > "$tmp/run"
chmod +x "$tmp/run"
$DTRACE -qn 'proc:::exec-success /ppid == $target/ {
	printf("%s %s\n", execname, curpsinfo->pr_dmodel == PR_MODEL_ILP32 ? "ILP32" :
	    curpsinfo->pr_dmodel == PR_MODEL_LP64 ? "LP64" : "other");
}' -c "$tmp/run"
