# In JSON mode every line of stdout is a JSON object, whatever the actions:
# output actions without a schema of their own (print, ustack, usym, ...)
# carry their text in an "output" member.  Prints each line's "type".
$DTRACE -x json -q -n '
BEGIN {
	trace(1); printf("%s\n", "x"); print((int)5); stack(); ustack();
	sym(0); mod(0); usym(0); umod(0); uaddr(0);
	@a = count(); printa(@a); @q = quantize(3);
	exit(0);
}' 2>/dev/null | python3 -c '
import json, sys
for line in sys.stdin:
	o = json.loads(line)
	print(o.get("type"))
'
echo "exit ${PIPESTATUS[0]}"
