# cwd and root: the traced process's working and root directory names, as
# the kernel's d_path() gives them (here a directory the test makes, so
# the expected name is known).
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/a b/c"
want=$(cd "$tmp/a b/c" && pwd -P)
got=$(cd "$tmp/a b/c" && $DTRACE -qn 'syscall::openat:entry /pid == $target/ {
	printf("%s|%s\n", cwd, root); exit(0); }' -c 'cat /dev/null')
[ "$got" = "$want|/" ] && echo "cwd and root as the kernel has them" || echo "got [$got], want [$want|/]"
