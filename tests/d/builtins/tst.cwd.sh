# cwd and root: the traced process's working directory, named from its root
# directory as the kernel's d_path() names it (a directory the test makes,
# so the name is known), and its root directory named from the system's
# root ("/" unless it runs chrooted, as the guest test rig does).
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/a b/c"
want=$(cd "$tmp/a b/c" && pwd -P)
got=$(cd "$tmp/a b/c" && $DTRACE -qn 'syscall::openat:entry /pid == $target/ {
	printf("%s|%s\n", cwd, root); exit(0); }' -c 'cat /dev/null')
[ "${got%%|*}" = "$want" ] && echo "cwd as the kernel has it" || echo "cwd [${got%%|*}], want [$want]"
case ${got#*|} in
/*) echo "root is an absolute path" ;;
*) echo "root [${got#*|}]" ;;
esac
