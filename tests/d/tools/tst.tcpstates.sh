# tcpstates: the handshake's transitions on both ends of a local
# connection (the closing ones depend on which end closes first).
# @@timeout: 90
. ./common.sh
tcp_server 1
run tcpstates -- "bash -c 'echo hi >/dev/tcp/127.0.0.1/$port'" 'exit 0'
wait
header
bad_lines '^[0-9a-f.:]+ +[0-9]+ +[0-9a-f.:]+ +[0-9]+ +state-[a-z0-9-]+ +-> +state-[a-z0-9-]+ +([0-9]+|-)$'
awk -v p="$port" 'NR > 1 && $2 == p && /syn-received/ { print "server:", $5, $6, $7 }
	NR > 1 && $4 == p && /syn-sent/ { print "client:", $5, $6, $7 }' "$out" | sort
