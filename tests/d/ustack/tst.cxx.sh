# C++ names print as written: a pid probe's probefunc, a description's glob
# matched against the demangled name (and the mangled one), the frames of
# ustack(), ufunc(); -x nodemangle keeps them as the symbol table has them.
# @@timeout: 90
# @@needs: command -v g++
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
g++ -O0 -fno-omit-frame-pointer -o "$tmp/cxxprog" cxxprog.cc || exit 1
$DTRACE -qn '
pid$target:a.out:*Server*handle*:entry { printf("%s %s\n", probefunc, probename); }
pid$target:a.out:_ZN5MyApp4utilIlEET_S1_:entry { printf("mangled glob: %s\n", probefunc); }
syscall::getppid:entry /pid == $target/ { ustack(); ufunc(ucaller); printf("\n"); @[ustack()] = count(); }
' -c "$tmp/cxxprog" >"$tmp/out"
echo "status $?"
sed 's/+0x[0-9a-f]*$/+OFF/' "$tmp/out" | grep -vE '^ *libc\.so\.6`' | uniq
echo "-- nodemangle"
$DTRACE -x nodemangle -qn '
pid$target:a.out:*handle*:entry { printf("%s %s\n", probefunc, probename); exit(0); }
' -c "$tmp/cxxprog"
echo "status $?"
