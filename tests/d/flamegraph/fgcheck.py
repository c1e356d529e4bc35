# fgcheck.py SVG TEXT: the SVG must parse as XML and hold one <rect> per
# distinct frame path of the stacks in TEXT (dtrace's default printing of
# the same stack() count aggregation), plus one for the root, whose
# sample count is the sum of the counts.
import re
import sys
import xml.etree.ElementTree as ET

svg, text = sys.argv[1], sys.argv[2]
root = ET.parse(svg).getroot()
ns = "{http://www.w3.org/2000/svg}"
rects = root.findall(".//" + ns + "rect")
titles = [t.text for t in root.findall(".//" + ns + "title")]

paths, total, frames = set(), 0, []
for line in open(text):
    m = re.match(r"^\s+(\d+)$", line)     # the count ends an entry
    if not m:
        m = re.match(r"^ {14}(\S.*)$", line.rstrip("\n"))
        if m:
            frames.append(re.sub(r"\+0x[0-9a-f]+$", "", m.group(1)))
        continue
    if m:
        stack = list(reversed(frames))      # printed leaf first
        for i in range(1, len(stack) + 1):
            paths.add(tuple(stack[:i]))
        total += int(m.group(1))
        frames = []
if not paths:
    sys.exit("no stacks in the text output")
if len(rects) != len(paths) + 1:
    sys.exit("%d rects for %d frame paths + root" % (len(rects), len(paths)))
if not titles or not titles[0].startswith("all (%d samples" % total):
    sys.exit("root title %r, total %d" % (titles[:1], total))
print("ok")
