# Scripting: macro variables and arguments, as the guide's "Scripting"
# chapter and Oracle's dt_lex.l define them.  $N is an integer, identifier
# or string token by its text ("quotes" stripped), $$N always a string;
# $pid ... are the dtrace process's; $target is 0 without -c/-p; $0 is the
# script's path (argv[0] for -n); they work in probe descriptions and
# predicates, but not in #pragma lines (a control line's words are not
# substituted); a reference past the operands is D_MACRO_UNDEF unless
# -x defaultargs gives 0 / "" (in an expression only: in a probe description
# it is D_PDESC_INVAL, as dtrace_xstr2desc finds, whatever defaultargs says).
run() { $DTRACE -q "$@" 2>&1; echo "exit $?"; }
f=$(mktemp --suffix=.d); trap 'rm -f "$f"' EXIT
echo "== the dtrace process's values"
$DTRACE -q -n 'BEGIN { printf("%d %d %d %d %d\n", $pid == pid, $ppid == $1,
    $uid == $2, $gid == $3, $target); exit(0); }' $$ "$(id -u)" "$(id -g)"
echo "exit $?"
run -n 'BEGIN { printf("%d %s %d\n", $$pid == lltostr(pid), $$target, $$uid == $$1);
    exit(0); }' "$(id -u)"
echo "== \$target is the -c command's process"
run -c /bin/true -n 'BEGIN { printf("%d\n", $target > 0 && $target != $pid); exit(0); }'
echo "== \$N by its text: integer, string, quoted string, signed, hex, identifier"
run -n 'BEGIN { printf("%d %s %s %d %d\n", $1 + 1, $2, $3, $4, $5); exit(0); }' \
	41 'a b' '"quoted"' -- -5 0x10
run -n 'BEGIN { x = 7; printf("%d\n", $1); exit(0); }' x
run -n 'BEGIN { printf("%d\n", $1); exit(0); }' nosuchvar
echo "== \$\$N is a string whatever its text"
run -n 'BEGIN { printf("%s %d\n", $$1, strlen($$1)); exit(0); }' 12345
echo "== escapes in \$\$N converted as in a string; a trailing backslash dropped"
run -n 'BEGIN { printf("[%s] %d [%s] %d\n", $$1, strlen($$1), $$2, strlen($$2)); exit(0); }' 'abc\' 'a\\b\\'
echo "== \$0: argv[0] for -n, the script's path for -s"
$DTRACE -q -n 'BEGIN { printf("%d\n", $$0 == $$1); exit(0); }' "$DTRACE"
echo 'BEGIN { printf("%s\n", $$0); exit(0); }' >"$f"
run -s "$f" | sed "s|$f|SCRIPT|"
echo "== in a probe description and a predicate"
run -n 'dtrace:::$1 /$2 == 3 && $$3 == "x"/ { printf("matched\n"); exit(0); }' BEGIN 3 x
run -n 'dtrace:::$$1 { printf("matched\n"); exit(0); }' BEGIN
run -n 'dtrace:::$2 { exit(0); }' BEGIN
echo "== in a probe description: one macro per field, \$N's digits then text, a \$name to the field's end"
run -n 'dtrace:::BEG$1 { printf("matched\n"); exit(0); }' IN
run -n 'dtrace:::$1N { printf("matched\n"); exit(0); }' BEGI
run -x argref -n 'dtrace:::$1$2 { exit(0); }' BEGIN x
run -n 'dtrace:::BEGIN$pidx { exit(0); }'
run -n 'dtrace:::BEGIN$ { exit(0); }'
run -x defaultargs -n 'dtrace:::$1 { exit(0); }'
echo "== not in a #pragma line (whose error comes before the unused operand's)"
printf '#pragma D option strsize=$1\nBEGIN { exit(0); }\n' >"$f"
run -s "$f" 64 | sed "s|$f|SCRIPT|"
echo "== past the operands, an unknown macro variable"
run -n 'BEGIN { trace($2); exit(0); }' 1
run -n 'BEGIN { trace($$2); exit(0); }' 1
run -n 'BEGIN { trace($nosuch); exit(0); }'
echo "== -x defaultargs: 0 and \"\""
run -x defaultargs -n 'BEGIN { printf("%d [%s]\n", $3, $$3); exit(0); }'
echo "== a number as \$1 where a string is needed: D requires \$\$1"
run -n 'BEGIN { printf("%s\n", $1); exit(0); }' 123
run -n 'BEGIN { printf("%s\n", $$1); exit(0); }' 123
echo "== an operand that is no number where one is needed: a string"
run -n 'BEGIN { trace($1 * 2); exit(0); }' 1.5
