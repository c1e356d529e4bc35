# dtrace(1M) takes options after operands: `dtrace -G -s prov.d app.o
# -o probes.o` names the object probes.o and takes app.o as an operand
# (illumos parses the options that follow each operand); after "--"
# every argument is an operand.
# @@needs: echo "#include <sys/sdt.h>" | gcc -E - >/dev/null
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp app.c prov.d "$tmp/"
cd "$tmp"
$DTRACE -h -s prov.d
gcc -O2 -c app.c
$DTRACE -G -s prov.d app.o -o probes.o
ls
gcc -o app app.o probes.o
echo linked
$DTRACE -qn 'BEGIN { printf("%s %s\n", $$1, $$2); exit(0); }' one -q -- -two
