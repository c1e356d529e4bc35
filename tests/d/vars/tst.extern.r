1 1

dtrace: invalid probe specifier extern int x; extern long x; BEGIN { exit(0); }: [D_DECL_IDRED] identifier redeclared: D`x
	 current: long
	previous: int
dtrace: invalid probe specifier extern int dtrace_no_such_symbol; BEGIN { trace(dtrace_no_such_symbol); exit(0); }: [D_IDENT_UNDEF] in action list: failed to resolve `dtrace_no_such_symbol: ...
dtrace: invalid probe specifier extern int dtrace_no_such_symbol; BEGIN /dtrace_no_such_symbol/ { exit(0); }: [D_IDENT_UNDEF] in predicate: failed to resolve `dtrace_no_such_symbol: ...
