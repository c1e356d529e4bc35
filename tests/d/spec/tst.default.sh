# default.d in the default (non-quiet) format; the CPU column is blanked
# (and the "matched N probes" line left out: it is not about speculations).
$DTRACE -xnspec=2 -s default.d 2>&1 | grep -v '^dtrace: script' |
	sed 's/^ *[0-9]*      1 /CPU      1 /'
