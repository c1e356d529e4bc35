# The D library directories: -xlibdir / -L add one (the system library
# still loads), -xsyslibdir replaces the system one, depends_on ordering, a file of
# comments only, library compile errors, and no kernel BTF for a script
# that uses no translator.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

cat > "$dir/a.d" <<'D'
#pragma D depends_on library b.d
inline int a_val = xlate <pair_t> (20).second;
D
cat > "$dir/b.d" <<'D'
typedef struct pair { int first; int second; } pair_t;
translator pair_t < int N > { first = N; second = N + 1; };
D
printf '/* nothing but a comment */\n' > "$dir/c.d"

$DTRACE -xlibdir="$dir" -qn 'BEGIN { printf("%d %d\n", a_val, xlate <pair_t> (1).first); exit(0); }'
$DTRACE -L "$dir" -qn 'BEGIN { printf("%d\n", a_val); exit(0); }'

# -L adds: the system library's psinfo_t is still there, with an empty
# directory or with two -L; a file of an -L directory replaces the system
# file of its name; -xsyslibdir replaces the system library itself
empty=$(mktemp -d)
$DTRACE -L "$empty" -qn 'BEGIN { trace(curpsinfo->pr_fname); exit(0); }'; echo
$DTRACE -L "$empty" -L "$dir" -qn 'BEGIN { printf("%s %d\n", curpsinfo->pr_fname, a_val); exit(0); }'
mkdir "$empty/over"
printf 'inline int errno_replaced = 7;\n' > "$empty/over/errno.d"
$DTRACE -L "$empty/over" -qn 'BEGIN { printf("%d\n", errno_replaced); exit(0); }'
$DTRACE -L "$empty/over" -qn 'BEGIN { trace(EINTR); exit(0); }' 2>&1 | sed -E 's/^.*: (line 1|in action list): //'
rm -rf "$empty"
$DTRACE -xsyslibdir="$dir" -qn 'BEGIN { trace(curpsinfo->pr_pid); }' >/dev/null 2>&1 ||
	echo "no psinfo_t"


printf 'inline int broken = ;\n' > "$dir/d.d"
$DTRACE -xlibdir="$dir" -qn 'BEGIN { exit(0); }' 2>&1 | sed "s|$dir|DIR|"
rm "$dir/d.d"

# Kernel BTF is loaded only by scripts that need it.
if command -v strace >/dev/null; then
	strace -f -e trace=openat -o "$dir/trace" $DTRACE -qn 'BEGIN { exit(0); }'
	grep -c 'btf/vmlinux' "$dir/trace"
	strace -f -e trace=openat -o "$dir/trace" $DTRACE -qn 'BEGIN { trace(curpsinfo->pr_pid); exit(0); }' >/dev/null
	grep -q 'btf/vmlinux' "$dir/trace" && echo "btf loaded"
else
	echo 0; echo "btf loaded"
fi
exit 0
