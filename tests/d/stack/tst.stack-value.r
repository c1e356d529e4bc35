[D_CG_EXPR] line 1: tracing function stack( ) may not be called from a D expression (D program context required)
x = stack();: exit 1
[D_CG_EXPR] line 1: tracing function ustack( ) may not be called from a D expression (D program context required)
trace(ustack());: exit 1
[D_CG_EXPR] line 1: tracing function jstack( ) may not be called from a D expression (D program context required)
a[jstack()] = 1;: exit 1
[D_CG_EXPR] line 1: tracing function stack( ) may not be called from a D expression (D program context required)
if (1) { y = stack(1); }: exit 1
[D_PROTO_ARG] in action list: exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: stack
exit(stack());: exit 1
@[stack(), ustack(1)] = count();: exit 0
stack(); ustack(); jstack();: exit 0
x = sym(arg0);: exit 0
