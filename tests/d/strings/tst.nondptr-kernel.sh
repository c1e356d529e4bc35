# String subroutines on a string in kernel memory (not a D string: the
# name of the current directory's dentry, a char pointer) give what they
# give on the same text as a string constant and as a D variable: the
# guide's results for strjoin, dirname, basename, rindex, index (with a
# start), substr (negative index), strchr, strrchr, cleanpath, toupper and
# strlen.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/x.dir.d" && cd "$tmp/x.dir.d" || exit 1
$DTRACE -C -qs /dev/stdin <<'D'
#define	SUBRS(p) \
	printf("%s|%s|%s|%d|%d|%s|%s|%s|%s|", strjoin(p, "/"), dirname(p), \
	    basename(p), rindex(p, "."), index(p, "d", 3), substr(p, 2), \
	    substr(p, -3, 2), strchr(p, '.'), strrchr(p, '.')); \
	printf("%s|%s|%s|%d\n", dirname(strjoin(strjoin("/a/", p), "/b")), \
	    cleanpath(strjoin("/a/../", p)), toupper(p), strlen(p))
BEGIN
{
	k = (char *)curthread->fs->pwd.dentry->d_name.name;
	v = "x.dir.d";
	printf("kernel:   "); SUBRS(k);
	printf("constant: "); SUBRS("x.dir.d");
	printf("variable: "); SUBRS(v);
	exit(0);
}
D
