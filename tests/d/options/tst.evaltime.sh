# -x evaltime: where a -c target is held while probes are evaluated and
# enabled.  A program whose own constructor and main each call getppid()
# (1 + 2 calls), and whose dynamic linker calls brk() before its entry
# point: exec sees the linker's brk() and every getppid(); preinit (the
# entry point) the three getppid() calls only; postinit and main (the
# default) only main's two.
# @@needs: cc --version
dir=$(mktemp -d)
cat >$dir/init.c <<'C'
#include <unistd.h>
__attribute__((constructor)) static void early(void) { getppid(); }
int main(void) { getppid(); getppid(); return 0; }
C
cc -O0 -o $dir/init $dir/init.c || exit 1
for e in exec preinit postinit main ""; do
	printf '%s: ' "${e:-default}"
	$DTRACE -q ${e:+-x evaltime=$e} -c $dir/init -n '
	syscall::getppid:entry /pid == $target/ { n++; }
	syscall::brk:entry /pid == $target/ { b++; }
	END { printf("getppid %d, brk before main %s\n", n, b > 0 ? "seen" : "not seen"); }'
done
$DTRACE -x evaltime=later -n 'BEGIN { exit(0); }' 2>&1
rm -rf $dir
