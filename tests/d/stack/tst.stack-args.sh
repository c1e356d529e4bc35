# Actions and Subroutines: stack(nframes), ustack(nframes, strsize),
# jstack(nframes, strsize), tracemem(addr, nbytes): each argument's rule
# and tag.  nframes and nbytes: a non-zero positive integer constant (0,
# negative, a variable refused); strsize: a constant 0 or more; nframes
# above -x maxframes (127) is lowered to it without a word, as Oracle's
# DTrace does; tracemem() of more than a record holds is refused.
for c in 'stack(0)' 'stack(-1)' 'x = 1; stack(x)' 'stack(1000)' \
	 'ustack(0)' 'ustack(-2)' 'x = 1; ustack(x)' 'ustack(1, -1)' 'x = 1; ustack(1, x)' \
	 'ustack(1000, 100000)' 'ustack(2, 0)' \
	 'jstack(0)' 'jstack(3, -1)' 'jstack(1000, 64)' \
	 'tracemem(curthread, 0)' 'tracemem(curthread, -8)' 'x = 8; tracemem(curthread, x)' \
	 'tracemem(curthread, 4096)' 'tracemem(curthread, 4097)' 'tracemem("str", 3)'; do
	$DTRACE -xerrtags -e -n "syscall::getppid:entry { $c; }" 2>&1 |
		sed 's/^dtrace: invalid probe specifier .*}: //'
	echo "$c: exit ${PIPESTATUS[0]}"
done
