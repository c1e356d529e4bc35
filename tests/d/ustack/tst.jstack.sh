# jstack() is ustack() with DTrace's larger default string space for
# language helpers; Linux has no Java stack helper, so its frames are the
# same as ustack()'s: both taken at one write(2) of the target, compared.
out=$($DTRACE -qn 'syscall::write:entry /pid == $target/ {
	printf("== jstack\n"); jstack(); printf("== ustack\n"); ustack(); exit(0); }' \
	-c '/bin/echo x' | grep -v '^x$')
j=$(printf '%s\n' "$out" | sed -n '/^== jstack/,/^== ustack/p' | sed '1d;$d')
u=$(printf '%s\n' "$out" | sed -n '/^== ustack/,$p' | sed '1d')
[ -n "$u" ] && echo "ustack has frames"
[ "$j" = "$u" ] && echo "jstack frames == ustack frames"
