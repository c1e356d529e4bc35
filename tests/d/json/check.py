# Reads dtrace -x json output on stdin: every non-empty line must parse as
# one JSON object with a "type"; prints each back with sorted keys and the
# run-dependent fields ("cpu", probe ids) dropped, for comparison with .r.
import json
import sys

for n, line in enumerate(sys.stdin, 1):
    if line == "\n":
        sys.exit("line %d: blank line in JSON-lines output" % n)
    obj = json.loads(line)
    if not isinstance(obj, dict) or "type" not in obj:
        sys.exit("line %d: not a typed object" % n)
    obj.pop("cpu", None)
    obj.pop("epid", None)
    if "probe" in obj:
        obj["probe"].pop("id", None)
    print(json.dumps(obj, sort_keys=True))
