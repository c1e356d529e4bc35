# Output files are not opened through a symbolic link that another user
# planted in a sticky world-writable directory (as /tmp): -o and freopen()
# refuse it and the link's target stays untouched.  A link owned by root
# (the user running dtrace) there, or any link elsewhere, is followed.
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
chmod 1777 "$d"
mkdir "$d/private"; chmod 700 "$d/private"
echo secret >"$d/private/victim"; chmod 600 "$d/private/victim"
ln -s "$d/private/victim" "$d/planted"; chown -h nobody "$d/planted"
$DTRACE -q -o "$d/planted" -n 'BEGIN { printf("owned\n"); exit(0); }' 2>&1 | sed "s|$d|DIR|g"
echo "-o planted link: exit ${PIPESTATUS[0]}, victim: $(cat "$d/private/victim")"
$DTRACE -qw -n "BEGIN { freopen(\"$d/planted\"); printf(\"owned\n\"); exit(0); }" 2>&1 | sed "s|$d|DIR|g"
echo "freopen planted link: exit ${PIPESTATUS[0]}, victim: $(cat "$d/private/victim")"
ln -s "$d/private/victim" "$d/mine"
$DTRACE -q -o "$d/mine" -n 'BEGIN { printf("appended\n"); exit(0); }'
echo "-o own link: exit $?, victim: $(tr '\n' ' ' <"$d/private/victim")"

# Every component of the path is checked, and every link a link leads to:
# another user's link to a directory in the sticky directory, and a link of
# ours to another user's link there, are refused as the link itself is.
echo secret >"$d/private/victim"; chmod 600 "$d/private/victim"
ln -s "$d/private" "$d/dirlink"; chown -h nobody "$d/dirlink"
ln -s "$d/planted" "$d/chain"
for path in dirlink/victim chain; do
	$DTRACE -q -o "$d/$path" -n 'BEGIN { printf("owned\n"); exit(0); }' 2>&1 | sed "s|$d|DIR|g"
	echo "-o $path: exit ${PIPESTATUS[0]}, victim: $(tr "\n" " " <"$d/private/victim")"
	$DTRACE -qw -n "BEGIN { freopen(\"$d/$path\"); printf(\"owned\n\"); exit(0); }" 2>&1 |
		sed "s|$d|DIR|g"
	echo "freopen $path: exit ${PIPESTATUS[0]}, victim: $(tr "\n" " " <"$d/private/victim")"
done
# the same links outside a sticky directory are followed
mkdir "$d/plain"; chmod 755 "$d/plain"
ln -s "$d/private" "$d/plain/dirlink"; chown -h nobody "$d/plain/dirlink"
$DTRACE -q -o "$d/plain/dirlink/victim" -n 'BEGIN { printf("appended\n"); exit(0); }'
echo "-o plain/dirlink/victim: exit $?, victim: $(tr '\n' ' ' <"$d/private/victim")"

# A FIFO as -o: one nobody reads fails at once instead of blocking open();
# one another user planted in the sticky directory is refused; ours with
# a reader works, as does /dev/stdout (a link through /proc) on a pipe.
mkfifo "$d/fifo"
timeout 60 $DTRACE -q -o "$d/fifo" -n 'BEGIN { exit(0); }' 2>&1 | sed "s|$d|DIR|g"
echo "-o FIFO without a reader: exit ${PIPESTATUS[0]}"
mkfifo "$d/ufifo"; chown nobody "$d/ufifo"
cat "$d/ufifo" >/dev/null & r=$!
until grep -q '^257 ' /proc/$r/syscall 2>/dev/null; do
	kill -0 $r 2>/dev/null || break; sleep 0.05
done
timeout 60 $DTRACE -q -o "$d/ufifo" -n 'BEGIN { exit(0); }' 2>&1 | sed "s|$d|DIR|g"
echo "-o another user's FIFO: exit ${PIPESTATUS[0]}"
kill $r 2>/dev/null; wait $r 2>/dev/null
cat "$d/fifo" >"$d/fifo.out" & r=$!
# cat blocks in open(2) (openat: system call 257 on x86-64) until a
# writer comes, and counts as the FIFO's reader meanwhile
until grep -q '^257 ' /proc/$r/syscall 2>/dev/null; do
	kill -0 $r 2>/dev/null || break; sleep 0.05
done
timeout 60 $DTRACE -q -o "$d/fifo" -n 'BEGIN { printf("through the FIFO\n"); exit(0); }'
echo "-o our FIFO with a reader: exit $?"; wait $r; cat "$d/fifo.out"
$DTRACE -q -o /dev/stdout -n 'BEGIN { printf("through /dev/stdout\n"); exit(0); }' | cat
echo "-o /dev/stdout on a pipe: exit ${PIPESTATUS[0]}"
