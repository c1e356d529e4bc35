# USDT probes of a library the target dlopen()s after it started (built
# with dtrace -h and -G): named by the library's module, they are found
# where the dynamic linker will find it and fire once it is loaded, with
# each site's arguments and the semaphore raised for the _ENABLED() guard.
# @@needs: echo "#include <sys/sdt.h>" | gcc -E - >/dev/null
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp plugin.c plughost.c "$tmp/"
cd "$tmp"
printf 'provider plugprov { probe step(int, int); probe enabled(int); };\n' > plugprov.d
$DTRACE -h -s plugprov.d
gcc -O2 -fPIC -c plugin.c
$DTRACE -G -s plugprov.d plugin.o
gcc -shared -o libplugin.so plugin.o plugprov.o
gcc -O2 -o host plughost.c -ldl -Wl,-rpath,'$ORIGIN'
$DTRACE -qn '
plugprov$target:libplugin.so::step { printf("%s:%s:%s %d %d\n", probemod, probefunc, probename, arg0, arg1); }
plugprov$target:libplugin.so::enabled { printf("%s %d\n", probename, arg0); }
' -c ./host
