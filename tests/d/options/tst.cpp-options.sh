# The preprocessor options (-C): -x define=NAME=VALUE is -D, -x undef=NAME
# is -U (after the -D's: the name ends undefined), -x incdir=DIR is -I
# (a header of DIR is found), -x cppargs=ARGS adds ARGS, split at blanks.
dir=$(mktemp -d)
echo '#define FROM_HEADER 7' >"$dir/answer.h"
$DTRACE -q -C -x define=ANSWER=42 -n 'BEGIN { printf("define %d\n", ANSWER); exit(0); }'
$DTRACE -q -C -x incdir="$dir" -n '#include "answer.h"
BEGIN { printf("incdir %d\n", FROM_HEADER); exit(0); }'
$DTRACE -q -C -x cppargs='-DA=1  -DB=2' -n 'BEGIN { printf("cppargs %d %d\n", A, B); exit(0); }'
$DTRACE -q -C -D X=1 -x undef=X -n 'BEGIN {
#ifdef X
	printf("undef: X is defined\n");
#else
	printf("undef: X is not defined\n");
#endif
	exit(0);
}'
# none of them can be set from within a D program
for o in define=A=1 undef=A incdir=/tmp cppargs=-DA; do
	printf '#pragma D option %s\nBEGIN { exit(0); }\n' "$o" >"$dir/p.d"
	$DTRACE -qs "$dir/p.d" 2>&1 | sed "s|$dir|DIR|"
done
rm -rf "$dir"
# __SUNW_D_VERSION is the D version in force: -x version's
$DTRACE -q -C -x version=1.1 -n 'BEGIN { printf("version %x\n", __SUNW_D_VERSION); exit(0); }'
