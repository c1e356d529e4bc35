dtrace: invalid probe specifier BEGIN { self->a[execname, "x"] = 1; self->a[execname, "y"] += 2;
	printf("%d %d %d\n", self->a[execname, "x"], self->a[execname, "y"], self->a["z", "x"]); exit(0); }: line 1: this key takes 544 bytes, but this kernel's maps take keys of at most 512 bytes: use fewer string keys or a smaller strsize (-x strsize=N; each string key takes strsize bytes)
exit 1
1 2 0

exit 0
