# make install into a DESTDIR with PREFIX=/usr puts the binary (stripped),
# the D library, the man pages, the toolkit and completion where
# dtrace(8)'s FILES says; the installed tools find the installed dtrace;
# make uninstall leaves no file behind.
# @@needs: command -v make && command -v strip
# @@timeout: 120
top=$(cd ../../.. && pwd)
build=$(basename "$(dirname "$DTRACE")")
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
make -s -C "$top" BUILD="$build" install PREFIX=/usr DESTDIR="$root" >/dev/null || echo "install failed"
cd "$root"
for f in usr/sbin/dtrace usr/lib/dtrace/psinfo.d usr/share/man/man8/dtrace.8 \
	 usr/share/man/man8/dtrace-tool.8 usr/share/man/man8/dtrace-execsnoop.8 \
	 usr/share/dtrace/tools/execsnoop.d usr/share/dtrace/tools/dtrace-tool \
	 usr/sbin/dtrace-execsnoop usr/share/bash-completion/completions/dtrace; do
	[ -e "$f" ] && echo "$f" || echo "missing: $f"
done
file usr/sbin/dtrace | grep -q 'not stripped' && echo "not stripped"
echo "tools: $(ls usr/share/dtrace/tools/*.d | wc -l) scripts, $(ls usr/sbin/dtrace-* | wc -l) commands, $(ls usr/share/man/man8/dtrace-*.8 | wc -l) tool pages"
[ "$(ls usr/share/dtrace/tools/*.d | wc -l)" = "$(ls "$top"/tools/*.d | wc -l)" ] && echo "every tool installed"
# the installed front end runs the installed dtrace (../../../sbin/dtrace)
env -u DTRACE usr/sbin/dtrace-syscount -n dd -c 'dd if=/dev/zero of=/dev/null bs=1 count=7 status=none' | grep '^write'
usr/sbin/dtrace -L /nonexistent-dir -qn 'BEGIN { printf("%s\n", curpsinfo->pr_fname); exit(0); }'
make -s -C "$top" BUILD="$build" uninstall PREFIX=/usr DESTDIR="$root" >/dev/null
echo "left after uninstall: $(find "$root" -not -type d | wc -l)"
