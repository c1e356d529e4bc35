# Options and Tunables: ldpath names the linker dtrace -G runs over its
# object ("ld -o out.o -r tmp", through the shell, as DTrace does); a linker
# that fails is reported with its exit status and no object is left.
# @@needs: command -v ld
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
cat > prov.d <<'PROV'
provider myapp {
	probe ping(int);
};
PROV
$DTRACE -G -xldpath=/nonexistent/ld -s prov.d 2>&1 | sed 's/^sh: .*nonexistent.*/sh: cannot run \/nonexistent\/ld/'
echo "status ${PIPESTATUS[0]}"
[ -e prov.o ] && echo "prov.o left behind"
ls
$DTRACE -G -xldpath=ld -s prov.d
echo "status $?"
od -An -c -N4 prov.o
