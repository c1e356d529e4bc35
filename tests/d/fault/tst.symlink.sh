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
