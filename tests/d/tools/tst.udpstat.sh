# udpstat: bash sends two datagrams, 2 and 6 bytes of data (+8 each).
# @@timeout: 90
. ./common.sh
run udpstat -n bash -- "bash -c 'echo x >/dev/udp/127.0.0.1/9; echo hello >/dev/udp/127.0.0.1/9'" 'exit 0'
header
bad_lines '^[0-9]+ +[^ ]+ +[0-9]+ +[0-9]+$'
awk 'NR > 1 { print $2, $3, $4 }' "$out"
