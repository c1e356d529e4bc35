# Actions and Subroutines: stack(), ustack(), jstack() record a stack as
# an action or key an aggregation; as a value anywhere else (a variable, a
# trace() argument, an associative array key, an if's branch) DTrace's
# code generator refuses them (D_CG_EXPR), after the type checks (exit(stack())
# is a prototype mismatch first).  sym() and the like keep their values.
for c in 'x = stack();' 'trace(ustack());' 'a[jstack()] = 1;' 'if (1) { y = stack(1); }' \
	 'exit(stack());' '@[stack(), ustack(1)] = count();' 'stack(); ustack(); jstack();' \
	 'x = sym(arg0);'; do
	$DTRACE -xerrtags -e -n "syscall::getppid:entry { $c }" 2>&1 |
		sed 's/^dtrace: invalid probe specifier .*}: //'
	echo "$c: exit ${PIPESTATUS[0]}"
done
