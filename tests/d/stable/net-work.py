#!/usr/bin/python3
# Workload of tst.net.sh: a TCP connection on loopback (port 47311) with
# data both ways, a refused connection (port 47313) and a UDP datagram
# (port 47312).
import socket

srv = socket.socket()
srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
srv.bind(("127.0.0.1", 47311))
srv.listen(1)
cli = socket.create_connection(("127.0.0.1", 47311))
acc, _ = srv.accept()
cli.sendall(b"ping")
acc.recv(4)
acc.sendall(b"pong")
cli.recv(4)
cli.close()
acc.close()
srv.close()

udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
rcv = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
rcv.bind(("127.0.0.1", 47312))
udp.sendto(b"hello", ("127.0.0.1", 47312))
rcv.recv(5)
udp.close()
rcv.close()

ref = socket.socket()
try:
    ref.connect(("127.0.0.1", 47313))
except OSError:
    pass
ref.close()
