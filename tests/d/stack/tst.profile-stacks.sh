# profile-997 with ustack() in a spinning -c target (its frames by
# symbol: spin, outer, main; once start() has returned, so that the sample
# is in spin's loop: counting samples was not enough on a slow TCG guest,
# still in the dynamic loader at its 11th) and stack() where a CPU is in
# the kernel (every frame module`function+offset).
# @@needs: tests/tools/testcc --check
# @@timeout: 60
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
"$TESTCC" -O0 -fno-omit-frame-pointer -o $dir/spin spin.c || exit 1
$DTRACE -qn '
pid$target:a.out:start:return { go = 1; }
profile-997 /arg1 && pid == $target && go && !u/ { u = 1; printf("user\n"); ustack(); printf("end\n"); }
profile-997 /arg0 && !k/ { k = 1; printf("kernel\n"); stack(); printf("end\n"); }
profile-997 /u && k/ { exit(0); }' -c $dir/spin >$dir/out
echo "status $?"
# the first section of each (two CPUs may both take one)
section() { awk -v s="$1" '$0 == s && !seen { f = 1; seen = 1; next } /^end$/ { f = 0 } f && NF' $dir/out; }
# (arm64's frame chain goes on to _start, x86-64's ends in libc)
section user | grep -E '^ +spin`(spin|outer|main)\+' | sed 's/+0x[0-9a-f]*$/+OFF/'
n=$(section kernel | wc -l)
# (a return address at the very end of a function that does not return
# is the next symbol's, offset 0: no +0x)
bad=$(section kernel | grep -cvE '^ +[A-Za-z0-9_.]+`[A-Za-z0-9_.]+(\+0x[0-9a-f]+)?$')
[ "$n" -gt 0 ] && [ "$bad" -eq 0 ] && echo "kernel frames symbolized" || section kernel
