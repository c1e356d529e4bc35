# fgnames.py SVG: every frame of a ustack() flame graph (each <title> but
# the root's) is named as ustack() names a function -- module`symbol, or
# module`0xaddr in a file without a symbol there -- with no instruction
# offset, and no frame is the process id.
import re
import sys
import xml.etree.ElementTree as ET

ns = "{http://www.w3.org/2000/svg}"
titles = [t.text for t in ET.parse(sys.argv[1]).getroot().findall(".//" + ns + "title")]
bad = []
for t in titles[1:]:
    name = re.sub(r" \(\d+ samples, [0-9.]+%\)$", "", t)
    if not re.match(r"^[^`\s]+`\S", name) or re.search(r"\+0x[0-9a-f]+$", name):
        bad.append(name)
if len(titles) < 2:
    sys.exit("no frames")
if bad:
    sys.exit("frames not named as functions: %s" % bad[:5])
print("frames named")
