# -x define=NAME=VALUE is -D: a macro for the preprocessor (-C).
$DTRACE -q -C -x define=ANSWER=42 -n 'BEGIN { printf("%d\n", ANSWER); exit(0); }'
