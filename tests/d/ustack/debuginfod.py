# debuginfod.py DIR PORTFILE: a minimal debuginfod server (GET
# /buildid/<hex>/debuginfo -> DIR/<hex>.debug) on a free local port,
# written to PORTFILE; each request logged on stderr.
import http.server
import os
import sys

root = sys.argv[1]


class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        parts = self.path.strip("/").split("/")
        f = os.path.join(root, parts[1] + ".debug") if len(parts) == 3 else ""
        if len(parts) != 3 or parts[0] != "buildid" or parts[2] != "debuginfo" or \
                not os.path.isfile(f):
            self.send_error(404)
            return
        data = open(f, "rb").read()
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, fmt, *args):
        sys.stderr.write("request %s\n" % self.path)


s = http.server.HTTPServer(("127.0.0.1", 0), H)
with open(sys.argv[2] + ".tmp", "w") as p:
    p.write(str(s.server_address[1]))
os.rename(sys.argv[2] + ".tmp", sys.argv[2])
s.serve_forever()
