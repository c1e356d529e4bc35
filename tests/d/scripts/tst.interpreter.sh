# Interpreter files (the guide's "Scripting" chapter): a script whose first
# line is "#!<dtrace> -s", with more options on that line (-q, -C), runs
# as a command; its operands are $1 ..., its $0 is its path, and options
# may also come from #pragma D option lines.
case $DTRACE in /*) ;; *) DTRACE=$PWD/$DTRACE ;; esac
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
printf '#!%s -qs\nBEGIN { printf("%%s %%d %%s\\n", $$0, $1 + 1, $$2); exit(0); }\n' \
	"$DTRACE" >args.d
printf '#!%s -s\n#pragma D option quiet\nBEGIN { printf("pragma quiet\\n"); exit(0); }\n' \
	"$DTRACE" >pragma.d
printf '#!%s -Cqs\n#define ANSWER 42\nBEGIN { printf("cpp %%d\\n", ANSWER); exit(0); }\n' \
	"$DTRACE" >cpp.d
printf '#!%s -qs\nBEGIN { printf("target %%d\\n", $target > 0); exit(0); }\n' \
	"$DTRACE" >target.d
chmod +x ./*.d
./args.d 41 two; echo "exit $?"
./pragma.d; echo "exit $?"
./cpp.d; echo "exit $?"
# options after the script's operands are still dtrace's
./target.d -c /bin/true; echo "exit $?"
