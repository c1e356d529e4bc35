predicate: curpsinfo ok

predicate: xlate ok

cast: 1

sizeof: 280 112 80

offsetof: 128 4

errno: 4 2

signal: 9 15

inet: 6 UDP

tcp: 2 state-listen 1

inline of inline: 1

io args: compiled
tcp args: compiled
proc args: compiled
	Argument Types
		args[0]: bufinfo_t *
		args[1]: devinfo_t *
		args[2]: fileinfo_t *

	Argument Types
		args[0]: lwpsinfo_t *
		args[1]: psinfo_t *
		args[2]: int

macro argument: 4

cpp: 9

second program: 2

dtrace: invalid probe specifier inline int EINTR = 99;: identifier redefined: EINTR
	 current: inline definition
	previous: scalar inline
dtrace: failed to compile script bad.d: [D_TYPE_MEMBER] line 4: pr_nosuch is not a member of struct psinfo
dtrace: failed to compile script undef.d: [D_IDENT_UNDEF] line 4: failed to resolve EINTRX: Unknown variable name
dtrace: invalid probe specifier BEGIN { trace(sizeof (nosuch_t)); }: [D_IDENT_UNDEF] in action list: failed to resolve nosuch_t: Unknown variable name
dtrace: invalid probe specifier BEGIN { trace(EINTR); }: [D_IDENT_UNDEF] in action list: failed to resolve EINTR: Unknown variable name
dtrace: invalid probe specifier BEGIN { trace(sizeof (psinfo_t)); }: [D_IDENT_UNDEF] in action list: failed to resolve psinfo_t: Unknown variable name
-L: 1

unused broken file: ok

dtrace: failed to compile script sys/bad.d: line 3: syntax error near ";"
