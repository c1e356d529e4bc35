#!/usr/bin/python3
# Workload of tst.tcp-accept-refused.sh: a loopback connect to the closed
# port argv[1]; exit 0 when it is refused.
import socket
import sys

try:
    socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=5)
except ConnectionRefusedError:
    sys.exit(0)
sys.exit(1)
