dtrace: invalid probe specifier foo:::bar { exit(0); }: [D_PDESC_ZERO] probe description foo:::bar does not match any probes
exit 1
dtrace: invalid probe specifier BEGIN { trace(nosuch); }: [D_IDENT_UNDEF] in action list: failed to resolve nosuch: Unknown variable name
exit 1
dtrace: invalid probe specifier BEGIN /nosuch/ { exit(0); }: [D_IDENT_UNDEF] in predicate: failed to resolve nosuch: Unknown variable name
exit 1
dtrace: invalid probe specifier BEGIN /"str"/ { exit(0); }: [D_PRED_SCALAR] in predicate: predicate result must be of scalar type
exit 1
dtrace: invalid probe specifier int x; int x[int];: [D_DECL_IDRED] identifier redeclared: x
	 current: associative array int
	previous: scalar int
exit 1
dtrace: invalid probe specifier BEGIN { printf("%d\n"); }: [D_PRINTF_ARG_PROTO] printf( ) prototype mismatch: conversion #1 (%d) is missing a corresponding value argument
exit 1
dtrace: invalid probe specifier BEGIN { @a = count(); trace(@a); }: [D_TRACE_DYN] line 1: trace( ) may not be applied to a dynamic expression
exit 1
dtrace: failed to compile script X.d: [D_IDENT_UNDEF] line 3: failed to resolve nosuch: Unknown variable name
exit 1
