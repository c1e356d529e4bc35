#!/usr/bin/env python3
"""Bad clients against dtrace's -x metrics endpoint (127.0.0.1:PORT):
an oversized request, garbage, a request that never ends (slowloris),
50 idle connections, 50 simultaneous scrapes; then a plain scrape.
Prints one line per case whose text does not depend on timing; exits 1
when a case hangs or the endpoint stops answering."""
import socket
import sys
import time

PORT = int(sys.argv[1])
BOUND = 20.0	# seconds any one case may take


def connect():
    return socket.create_connection(("127.0.0.1", PORT), timeout=BOUND)


def read_all(s):
    """Everything until the server closes (b"" when it just closed)."""
    data = b""
    while True:
        try:
            d = s.recv(65536)
        except ConnectionResetError:
            break
        if not d:
            break
        data += d
    return data


def status(data):
    parts = data.split(b"\r\n", 1)[0].split(b" ")
    return parts[1].decode() if len(parts) > 1 else "closed"


def complete(data):
    """A 200 whose body is as long as Content-Length says."""
    head, _, body = data.partition(b"\r\n\r\n")
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            return int(line.split(b":")[1]) == len(body)
    return False


def send(s, data):
    try:
        s.sendall(data)
    except (BrokenPipeError, ConnectionResetError):
        pass


def scrape():
    s = connect()
    send(s, b"GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n")
    data = read_all(s)
    s.close()
    return data


# A request line and headers longer than the server takes.
s = connect()
send(s, b"GET /metrics HTTP/1.1\r\nX-Big: " + b"a" * 65536)
print("oversized:", status(read_all(s)))
s.close()

# Binary garbage, NULs included, ending like a request.
s = connect()
send(s, bytes(range(256)) * 4 + b"\r\n\r\n")
print("garbage:", status(read_all(s)))
s.close()

# Not HTTP at all.
s = connect()
send(s, b"HELLO\r\n\r\n")
print("not http:", status(read_all(s)))
s.close()

# Slowloris: half a request line, then nothing; the server must end it
# (408 after its read timeout, or closed to make room for others).
slow = connect()
send(slow, b"GET /metr")

# 50 idle connections: a scrape still gets through.
idle = [connect() for _ in range(50)]
data = scrape()
print("scrape past 50 idle connections:", status(data), "complete" if complete(data) else "truncated")
for c in idle:
    c.close()

t0 = time.monotonic()
data = read_all(slow)
slow.close()
print("slowloris ended by the server:", "yes" if time.monotonic() - t0 < BOUND else "no")

# 50 simultaneous scrapes: each gets a whole response or is closed
# (none half-answered, none left hanging), and some are answered.
conns = [connect() for _ in range(50)]
for c in conns:
    send(c, b"GET /metrics HTTP/1.0\r\n\r\n")
answers = [read_all(c) for c in conns]
for c in conns:
    c.close()
ok = sum(1 for a in answers if status(a) == "200" and complete(a))
bad = sum(1 for a in answers if a and not (status(a) == "200" and complete(a)))
print("50 simultaneous scrapes: partial answers", bad, ", some answered:", ok > 0)

data = scrape()
print("scrape after all that:", status(data), "complete" if complete(data) else "truncated")
