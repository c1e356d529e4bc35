# @@timeout: 180
# Every tool's aggregation keys fit the 512 bytes a map key may take on
# 5.10 (the limit forced with _DTRACE_KFEAT_OFF=bigkey on any kernel): a
# key of several strings at the default strsize does not, and the tool
# would not compile there.  (A tool this kernel cannot compile for another
# reason stops at that error, and is checked in the guests that have it.)
n=0
for f in ../../../tools/*.d; do
	n=$((n + 1))
	err=$(_DTRACE_KFEAT_OFF=bigkey $DTRACE -e -s "$f" 2>&1 | grep 'at most 512 bytes')
	[ -z "$err" ] || echo "$(basename "$f"): $err"
done
[ $n -gt 30 ] && echo "every tool's keys fit 512 bytes"
