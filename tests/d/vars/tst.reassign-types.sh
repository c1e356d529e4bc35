# Variables: a variable's type is its first assignment's; a later
# assignment must be of a compatible type (C's assignment rules), else
# D_OP_INCOMPAT naming both types, in every storage class: global,
# self->, this->, an associative array's element, a thread-local array's.
# Compatible ones convert: a pointer takes 0 or a void *, an int a long
# (its low 32 bits), a char 1000 (-24), a string another string.
for p in 'x = 1; x = "s";' 'self->x = "s"; self->x = 1;' \
    'this->x = curthread; this->x = 1;' 'a[1] = 1; a[2] = curthread;' \
    'self->a[1] = 1; self->a[2] = "s";' 'x = curthread; x = (struct file *)0;' \
    'x = *curthread; x = 1;' 'x = 1; x = *curthread;' \
    'x = curthread; x = 0; y = curthread; y = (void *)0; z = 1; z = 1LL << 40;
     w = (char)1; w = 1000; v = "s"; v = execname;
     printf("%d %d %d %d %d\n", x == NULL, y == NULL, z, w, v == execname);'; do
	$DTRACE -xerrtags -qn "BEGIN { $p exit(0); }" 2>&1 | sed 's/.*: \[/[/'
done
