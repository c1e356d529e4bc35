# Without a stack-keyed aggregation the SVG is still a valid document with
# just the root frame, and the usual output is printed.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
$DTRACE -q -x flamegraph="$out/fg.svg" -n 'BEGIN { @["k"] = count(); exit(0); }' || exit 1
python3 -c '
import sys, xml.etree.ElementTree as ET
r = ET.parse(sys.argv[1]).getroot()
print(len(r.findall(".//{http://www.w3.org/2000/svg}rect")), "rect")' "$out/fg.svg"
