== the dtrace process's values
1 1 1 1 0

exit 0
1 0 1

exit 0
== $target is the -c command's process
1

exit 0
== $N by its text: integer, string, quoted string, signed, hex, identifier
42 a b quoted -5 16

exit 0
7

exit 0
dtrace: invalid probe specifier BEGIN { printf("%d\n", $1); exit(0); }: in action list: failed to resolve nosuchvar: Unknown variable name
exit 1
== $$N is a string whatever its text
12345 5

exit 0
== escapes in $$N converted as in a string; a trailing backslash dropped
[abc] 3 [a\b\] 4

exit 0
== $0: argv[0] for -n, the script's path for -s
1

SCRIPT

exit 0
== in a probe description and a predicate
matched

exit 0
matched

exit 0
dtrace: invalid probe specifier dtrace:::$2 { exit(0); }: invalid probe description "dtrace:::$2": Undefined macro variable in probe description
exit 1
== in a probe description: one macro per field, $N's digits then text, a $name to the field's end
matched

exit 0
matched

exit 0
dtrace: invalid probe specifier dtrace:::$1$2 { exit(0); }: probe description dtrace:::BEGIN$2 does not match any probes
dtrace: did you mean dtrace:::BEGIN?
exit 1
dtrace: invalid probe specifier dtrace:::BEGIN$pidx { exit(0); }: invalid probe description "dtrace:::BEGIN$pidx": Undefined macro variable in probe description
exit 1
dtrace: invalid probe specifier dtrace:::BEGIN$ { exit(0); }: invalid probe description "dtrace:::BEGIN$": Undefined macro variable in probe description
exit 1
dtrace: invalid probe specifier dtrace:::$1 { exit(0); }: invalid probe description "dtrace:::$1": Undefined macro variable in probe description
exit 1
== not in a #pragma line (whose error comes before the unused operand's)
dtrace: failed to compile script SCRIPT: line 1: failed to set option 'strsize' to '$1': Invalid value for specified option
exit 1
== past the operands, an unknown macro variable
dtrace: invalid probe specifier BEGIN { trace($2); exit(0); }: macro argument $2 is not defined
exit 1
dtrace: invalid probe specifier BEGIN { trace($$2); exit(0); }: macro argument $$2 is not defined
exit 1
dtrace: invalid probe specifier BEGIN { trace($nosuch); exit(0); }: macro variable $nosuch is not defined
exit 1
== -x defaultargs: 0 and ""
0 []

exit 0
== a number as $1 where a string is needed: D requires $$1
dtrace: invalid probe specifier BEGIN { printf("%s\n", $1); exit(0); }: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %s
	 prototype: char [] or string (or use stringof)
	  argument: int
exit 1
123

exit 0
== an operand that is no number where one is needed: a string
dtrace: invalid probe specifier BEGIN { trace($1 * 2); exit(0); }: in action list: operator * requires operands of arithmetic type
exit 1
