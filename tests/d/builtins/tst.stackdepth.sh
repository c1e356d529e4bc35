# ustackdepth (Variables: "the current thread's stack frame depth at probe
# firing time") counts the frames ustack() shows from the same walk: a user
# stack 60 calls deep (past the 32 frames one string temporary holds), with
# a strsize of 16 too (2 frames' worth), where stackdepth still counts the
# kernel frames of the system call (more than 2; stack/tst.stackdepth.sh
# compares it with stack()).  -x ustackcopy=0: ustack() from the kernel's
# frame-pointer walk, the one ustackdepth counts.
# @@needs: tests/tools/testcc --check
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$TESTCC" -O0 -fno-omit-frame-pointer -o "$tmp/deep" deep.c
for strsize in 256 16; do
	$DTRACE -x ustackcopy=0 -x strsize=$strsize -qn '
	syscall::getppid:entry /pid == $target/ {
		printf("u %d\n", ustackdepth); ustack(127);
		printf("k %d\n", stackdepth);
		exit(0);
	}' -c "$tmp/deep" >"$tmp/out"
	awk -v strsize=$strsize '
	/^[uk] / { which = $1; want[which] = $2; next }
	NF { got[which]++ }
	END {
		printf("strsize %d: ustackdepth %s, over 60 %s; stackdepth over 2 %s\n", strsize,
		    want["u"] == got["u"] ? "= ustack() frames" : want["u"] " vs " got["u"],
		    want["u"] > 60 ? "yes" : "no", want["k"] > 2 ? "yes" : "no");
	}' "$tmp/out"
done
