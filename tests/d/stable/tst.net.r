
ip receive lo IPv4 UDP ttl 64 local 1
ip send lo IPv4 UDP ttl 64 local 1
tcp accept-established: state-established, IPv4, 127.0.0.1 -> 127.0.0.1
tcp connect-established: state-established, IPv4, 127.0.0.1 -> 127.0.0.1
tcp connect-refused: state-syn-sent
tcp connect-request: state-syn-sent, IPv4, 127.0.0.1 -> 127.0.0.1
tcp receive ACK  to client, IPv4
tcp receive ACK  to server, IPv4
tcp receive FIN ACK  to client, IPv4
tcp receive FIN ACK  to server, IPv4
tcp receive PUSH ACK  to client, IPv4
tcp receive PUSH ACK  to server, IPv4
tcp receive SYN  to server, IPv4
tcp receive SYN ACK  to client, IPv4
tcp send ACK  to client, IPv4
tcp send ACK  to server, IPv4
tcp send FIN ACK  to client, IPv4
tcp send FIN ACK  to server, IPv4
tcp send PUSH ACK  to client, IPv4
tcp send PUSH ACK  to server, IPv4
tcp send SYN  to server, IPv4
tcp send SYN ACK  to client, IPv4
tcp state-change client: state-closed -> state-syn-sent
tcp state-change client: state-established -> state-fin-wait-1
tcp state-change client: state-fin-wait-1 -> state-fin-wait-2
tcp state-change client: state-fin-wait-2 -> state-closed
tcp state-change client: state-syn-sent -> state-established
tcp state-change server: state-close-wait -> state-last-ack
tcp state-change server: state-closed -> state-listen
tcp state-change server: state-established -> state-close-wait
tcp state-change server: state-listen -> state-closed
tcp state-change server: state-listen -> state-syn-received
tcp state-change server: state-syn-received -> state-established
udp receive length 13, IPv4
udp send length 13, IPv4
