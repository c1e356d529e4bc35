# Thread-local arrays with two string keys (self->a[execname, s]) where
# the kernel caps map keys at 512 bytes (5.10; _DTRACE_KFEAT_OFF=bigkey
# makes the compile-time checks see that cap on any kernel): the key, the
# thread and variable (16 bytes) then each string in strsize + 1 bytes
# rounded to 8, takes 544 bytes with the default strsize, so it is the
# one sentence at the user's line, not "Argument list too long" at load.
# With a strsize that fits (200: 16 + 2 * 208 = 432 bytes) the same
# clause stores and finds its values, apart by key.
key='BEGIN { self->a[execname, "x"] = 1; self->a[execname, "y"] += 2;
	printf("%d %d %d\n", self->a[execname, "x"], self->a[execname, "y"], self->a["z", "x"]); exit(0); }'
_DTRACE_KFEAT_OFF=bigkey $DTRACE -qn "$key" 2>&1
echo "exit $?"
_DTRACE_KFEAT_OFF=bigkey $DTRACE -x strsize=200 -qn "$key" 2>&1
echo "exit $?"
