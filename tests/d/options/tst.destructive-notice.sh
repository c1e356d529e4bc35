# dtrace(1) tells, on stderr and with its other notices, that a session may
# run destructive actions (-w, -x destructive, #pragma D option destructive);
# -q, or the quiet option, silences it as it silences "matched N probes".
echo "-w:"
$DTRACE -w -n 'BEGIN { exit(0); }' 2>&1 >/dev/null
echo "pragma:"
printf '#pragma D option destructive\nBEGIN { exit(0); }\n' > "${TMPDIR:-/tmp}/dn.$$.d"
$DTRACE -s "${TMPDIR:-/tmp}/dn.$$.d" 2>&1 >/dev/null | sed 's/script .* matched/script matched/'
rm -f "${TMPDIR:-/tmp}/dn.$$.d"
echo "quiet:"
$DTRACE -qw -n 'BEGIN { exit(0); }' 2>&1 >/dev/null
$DTRACE -w -x quiet -n 'BEGIN { exit(0); }' 2>&1 >/dev/null
echo "not destructive:"
$DTRACE -n 'BEGIN { exit(0); }' 2>&1 >/dev/null
