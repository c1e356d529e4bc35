# tcpconnect: bash connects to a local server.
# @@timeout: 90
. ./common.sh
tcp_server 1
run tcpconnect -- "bash -c 'echo hi >/dev/tcp/127.0.0.1/$port'" 'exit 0'
wait
header
bad_lines '^[0-9]+ +[^ ]+ +[0-9a-f.:]+ +[0-9]+$'
awk -v p="$port" 'NR > 1 && $4 == p { $4 = "PORT"; print $2, $3, $4 }' "$out"
