# A -c target is held by dtrace until its probes are attached; if dtrace is
# killed before that (here: stuck compiling an #include of a FIFO under -C),
# neither the target nor the preprocessor (cpp and its cc1) may live on.
# SIGTERM ends the compile (cpp killed) with a message; SIGKILL, dtrace.
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
mkfifo "$d/fifo"
printf '#include "%s/fifo"\nBEGIN { exit(0); }\n' "$d" >"$d/s.d"
descendants() { local c; for c in $(pgrep -P "$1"); do echo "$c"; descendants "$c"; done; }
for sig in TERM KILL; do
	$DTRACE -C -c "sleep 4321.$$" -s "$d/s.d" & dp=$!
	# wait (bounded: 60 s) for the held target and for cc1, stuck on the FIFO
	procs=
	for i in $(seq 600); do
		procs=$(descendants $dp)
		pgrep -f "^sleep 4321.$$" >/dev/null && pgrep -x cc1 -P "$(echo $procs | tr ' ' ,)" >/dev/null 2>&1 && break
		sleep 0.1
	done
	pgrep -f "^sleep 4321.$$" >/dev/null || echo "SIG$sig: target never started"
	pgrep -x cc1 -P "$(echo $procs | tr ' ' ,)" >/dev/null 2>&1 || echo "SIG$sig: cc1 never started"
	kill -$sig $dp; wait $dp 2>/dev/null
	left=
	for i in $(seq 600); do
		left=$(ps -o pid= -p "$(echo $procs | tr ' ' ,)" | tr -d ' ')
		[ -z "$left" ] && break
		sleep 0.1
	done
	echo "SIG$sig: ${left:+left running: }${left:-target and preprocessor gone}"
done
