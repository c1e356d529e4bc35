# tcplife: the client end of a local connection, when it closes.
# @@timeout: 90
. ./common.sh
tcp_server 1
run tcplife -- "bash -c 'echo hi >/dev/tcp/127.0.0.1/$port; sleep 0.2'" 'exit 0'
wait
header
bad_lines '^[0-9a-f.:]+ +[0-9]+ +[0-9a-f.:]+ +[0-9]+ +[0-9]+$'
awk -v p="$port" 'NR > 1 && $4 == p { print "client:", $1, $3, "PORT" }' "$out"
