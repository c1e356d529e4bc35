# dtrace -h and -G in DTrace's build flow: a provider's header, the
# application compiled with it, the -G object linked in; the probes are
# traced as <provider>$target:::<name> ("__" spelled "-") with their
# arguments, and each _ENABLED() macro is true exactly while its probe is
# enabled.  Default output names come from the script's (prov.d -> prov.h,
# prov.o); -o names them.
# @@needs: echo "#include <sys/sdt.h>" | gcc -E - >/dev/null
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp app.c prov.d "$tmp/"
cd "$tmp"
$DTRACE -h -s prov.d
grep -E '^#define[[:space:]]+(MYAPP_|_PROV_H)' prov.h
gcc -O2 -c app.c
$DTRACE -G -s prov.d app.o
gcc -o app app.o prov.o
./app
$DTRACE -qn '
myapp$target:::req-start { printf("%s:%s %s %d\n", probefunc, probename, copyinstr(arg0), arg1); }
myapp$target:::req-done { printf("%s %d %d\n", probename, arg0, arg1); }
myapp$target:::state { printf("%s %d %d %d\n", probename, arg0, arg1, arg2); }
' -c "./app traced.txt"
cat traced.txt
# -o names the outputs; the header guard follows the header's name
$DTRACE -h -s prov.d -o my-probes.h
grep -c '_MY_PROBES_H' my-probes.h
$DTRACE -G -o other.o -s prov.d app.o
gcc -o app2 app.o other.o
./app2
