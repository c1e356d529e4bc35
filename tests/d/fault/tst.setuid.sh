# A set-user-ID dtrace (a copy owned by root with the bit set, run by
# nobody) refuses to run: one sentence, exit 2, nothing traced.
# @@needs: command -v setpriv
# next to the tests: /tmp may be mounted nosuid
d=$(mktemp -d "$PWD/setuid.XXXXXX"); trap 'rm -rf "$d"' EXIT
cp "$DTRACE" "$d/dtrace"; chmod 4755 "$d/dtrace"; chmod 755 "$d"
setpriv --reuid=65534 --regid=65534 --clear-groups \
	"$d/dtrace" -q -n 'BEGIN { printf("traced\n"); exit(0); }'
echo "set-user-ID root, run by nobody: exit $?"
