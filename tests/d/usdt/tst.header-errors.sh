# dtrace -h / -G usage errors and bad inputs: DTrace's messages, status 2
# for usage and 1 for failures.
# @@needs: echo "#include <sys/sdt.h>" | gcc -E - >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
printf 'provider myapp { probe req__start(char *); probe idle(); };\n' > prov.d
printf 'provider myapp { probe idle(); };\n' > small.d
printf '#include <sys/sdt.h>\nint main(void) { STAP_PROBE1(myapp, req__start, 0); return 0; }\n' > app.c
gcc -c app.c || exit 1
run() { echo "== $*"; $DTRACE "$@" 2>&1; echo "status $?"; }
run -h
run -h -n BEGIN
run -h -s prov.d -s small.d
run -h -l -s prov.d
run -h -o /nonexistent/x.h -s prov.d
run -G
run -G -s prov.d missing.o
run -G -s prov.d prov.d
run -G -s small.d app.o
ls small.o 2>&1 | sed 's/.*cannot access.*/no small.o/'
