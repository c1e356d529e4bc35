dtrace: invalid probe specifier BEGIN { printf("[%d]\n", $1); exit(0); }: macro argument $1 is not defined
exit 1
[0] []

exit 0
dtrace: invalid probe specifier BEGIN { exit(0); }: extraneous argument 'extra' ($1 is not referenced)
exit 1

exit 0
dtrace: failed to compile script empty.d: line 1: empty D program translation unit
exit 1
empty: compiled

exit 0
dtrace: invalid probe specifier BEGIN { exit(0); }: Preprocessor failed to process input program
exit 1
cpp 1

exit 0
