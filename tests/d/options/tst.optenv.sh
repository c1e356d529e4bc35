# Options from the environment (Oracle's dtrace_setoptenv(), called by
# dtrace(1) before it reads its command line): DTRACE_OPT_<NAME>=value
# is -x name=value, an empty value a switch; the command line overrides
# it; a value that cannot be set is an error naming the variable (DTrace
# ignores it: here no option is accepted and ignored).
run() { "$@" 2>&1; echo "exit $?"; }
run env DTRACE_OPT_QUIET= $DTRACE -n 'BEGIN { printf("quiet from the environment\n"); exit(0); }'
run env DTRACE_OPT_DEFAULTARGS= $DTRACE -q -n 'BEGIN { printf("[%s]\n", $$1); exit(0); }'
run env DTRACE_OPT_CPPARGS='-DA=1 -DB=2' $DTRACE -q -C -n 'BEGIN { printf("%d %d\n", A, B); exit(0); }'
# the command line's value wins
run env DTRACE_OPT_QUIET=no $DTRACE -q -n 'BEGIN { printf("-q wins\n"); exit(0); }'
run env DTRACE_OPT_BUFSIZE=lots $DTRACE -q -n 'BEGIN { exit(0); }'
run env DTRACE_OPT_ZDEFS=1 $DTRACE -q -n 'BEGIN { exit(0); }'
