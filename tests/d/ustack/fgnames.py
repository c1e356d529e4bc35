# fgnames.py SVG PID: every frame of a ustack() flame graph (each <title>
# but the root's) is named as ustack() names a function -- module`symbol,
# module`0xaddr in a file without a symbol there, or 0xaddr in no file (a
# frame-pointer walk through code without frame pointers can yield one) --
# with no instruction offset, and no frame is the process id.
import re
import sys
import xml.etree.ElementTree as ET

ns = "{http://www.w3.org/2000/svg}"
titles = [t.text for t in ET.parse(sys.argv[1]).getroot().findall(".//" + ns + "title")]
bad = []
for t in titles[1:]:
    name = re.sub(r" \(\d+ samples, [0-9.]+%\)$", "", t)
    if name in (sys.argv[2], hex(int(sys.argv[2]))) or re.search(r"\+0x[0-9a-f]+$", name) or \
            not (re.match(r"^[^`\s]+`\S", name) or re.match(r"^0x[0-9a-f]+$", name)):
        bad.append(name)
if len(titles) < 2:
    sys.exit("no frames")
if bad:
    sys.exit("frames not named as functions: %s" % bad[:5])
print("frames named")
