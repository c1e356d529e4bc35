# tcpaccept: the local server accepts bash's connection.
# @@timeout: 90
. ./common.sh
tcp_server 1
run tcpaccept -- "bash -c 'echo hi >/dev/tcp/127.0.0.1/$port'" 'exit 0'
wait
header
bad_lines '^[0-9a-f.:]+ +[0-9]+ +[0-9a-f.:]+ +[0-9]+$'
awk -v p="$port" 'NR > 1 && $2 == p { print $1, "PORT", $3 }' "$out"
