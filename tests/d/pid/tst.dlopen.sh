# pid probes in a library the target dlopen()s after it started: the
# description names the library, which is found where the dynamic linker
# will find it (here through the executable's run path); the probes fire
# once it is loaded, with the library as probemod, and ustack() resolves
# its functions.
# @@needs: command -v gcc
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O1 -fno-omit-frame-pointer -fPIC -shared -o "$tmp/libplug.so" plug.c
gcc -O1 -fno-omit-frame-pointer -o "$tmp/target" dlopen.c -ldl -Wl,-rpath,'$ORIGIN'
$DTRACE -x switchrate=10hz -qn '
pid$target:libplug.so:plug_run:entry { printf("%s:%s:%s %d\n", probemod, probefunc, probename, arg0); }
pid$target:libplug.so:plug_twice:return { printf("%s:%s returned %d\n", probefunc, probename, arg1); }
pid$target:libplug.so:plug_twice:entry /arg0 == 2/ { ustack(1); }
' -c "$tmp/target"
