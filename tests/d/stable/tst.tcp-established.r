
accept-established: from client to server, ACK, seq set, ack set
connect-established: from server to client, SYN ACK, seq set, ack set
