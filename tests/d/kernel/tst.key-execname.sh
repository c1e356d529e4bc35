# 5.10's hash maps take keys of at most 512 bytes (the kernel's limit:
# 512 taken, 513 refused, checked first).  a[execname, probefunc] with
# each string in strsize (256) bytes would take 536: execname, never
# longer than TASK_COMM_LEN, takes 16 bytes where every use of the
# array puts it, so the key fits and works, values found again by the
# same key and apart from other keys.  Where another use puts another
# string at execname's place the key cannot shrink: the one sentence.
# A later program of the session (-n) that puts another string where
# the first packed execname is refused too, rather than never matching.
# @@needs: python3 tests/d/kernel/small-keys.py
python3 small-keys.py 512 || echo "512-byte key: taken"
python3 small-keys.py 513 && echo "513-byte key: refused"
$DTRACE -qn 'BEGIN { a[execname, "vfs_read"] = 1; a[execname, "x"] += 2; a[execname, "x"] += 2;
	printf("%d %d %d\n", a[execname, "vfs_read"], a[execname, "x"], a[execname, "y"]); exit(0); }' 2>&1
echo "exit $?"
$DTRACE -qn 'BEGIN { a[execname, probefunc] = 1; s = execname; printf("%d\n", a[s, probefunc]); exit(0); }' 2>&1
echo "exit $?"
$DTRACE -qn 'BEGIN { a[execname, "k"] = 1; }' -n 'BEGIN { printf("%d\n", a["dtrace", "k"]); exit(0); }' 2>&1
echo "exit $?"
