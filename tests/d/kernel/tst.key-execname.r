512-byte key: taken
513-byte key: refused
1 4 0

exit 0
dtrace: invalid probe specifier BEGIN { a[execname, probefunc] = 1; s = execname; printf("%d\n", a[s, probefunc]); exit(0); }: line 1: this key takes 536 bytes, but this kernel's maps take keys of at most 512 bytes: use fewer string keys or a smaller strsize (-x strsize=N; each string key takes strsize bytes)
exit 1
dtrace: invalid probe specifier BEGIN { printf("%d\n", a["dtrace", "k"]); exit(0); }: line 1: a's keys hold execname in 16 bytes where an earlier program used it (this kernel's maps take keys of at most 512 bytes): use execname at the same positions here
exit 1
