
accept-refused 127.0.0.1 -> 127.0.0.1, ports ok 1, flags RST ACK, ack ok 1, IPv4, <unknown> 0
connect-refused
exit 0
