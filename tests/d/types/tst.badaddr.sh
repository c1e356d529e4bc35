# A read through a bad kernel pointer is a fault reported as DTrace does
# (dtrace:::ERROR fires, the clause stops, later clauses still run), never
# a crash or a verifier rejection.
$DTRACE -qn '
BEGIN { trace(((struct task_struct *)16)->pid); printf("not reached\n"); }
BEGIN { printf("%d\n", curthread->real_parent->real_parent->pid > 0); }
ERROR { printf("ERROR fired\n"); }
BEGIN { printf("still running\n"); exit(0); }' 2>err.$$
echo "status $?"
grep -c 'invalid address (0x[0-9a-f]*)' err.$$
rm -f err.$$
