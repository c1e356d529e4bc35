# A -c target is held by dtrace until its probes are attached; if dtrace is
# killed before that (here: stuck compiling an #include of a FIFO under -C),
# neither the target nor cpp may live on as orphans.
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
mkfifo "$d/fifo"
printf '#include "%s/fifo"\nBEGIN { exit(0); }\n' "$d" >"$d/s.d"
for sig in TERM KILL; do
	$DTRACE -C -c "sleep 4321.$$" -s "$d/s.d" & dp=$!
	# wait (bounded: 60 s) for the held target and for cpp, stuck on the FIFO
	target= cpp=
	for i in $(seq 600); do
		target=$(pgrep -f "^sleep 4321.$$") cpp=$(pgrep -x cpp -P $dp)
		[ -n "$target" ] && [ -n "$cpp" ] && break
		sleep 0.1
	done
	[ -n "$target" ] || echo "SIG$sig: target never started"
	[ -n "$cpp" ] || echo "SIG$sig: cpp never started"
	kill -$sig $dp; wait $dp 2>/dev/null
	left=
	for i in $(seq 600); do
		left=$(ps -o pid= -p "$target,$cpp" | tr -d " ")
		[ -z "$left" ] && break
		sleep 0.1
	done
	echo "SIG$sig: ${left:+left running: }${left:-target and cpp gone}"
done
