# Program Structure: a clause names its probes by a list of descriptions,
# and DTrace makes one statement (an enabling, "matched N probes" counting
# it) of each description: a probe two descriptions of one clause match runs
# that clause once per description, in the list's order, between the
# clauses before and after it.  Clause-locals carry from each run to the
# next of the same firing.
$DTRACE -q -n '
BEGIN { this->n = 0; printf("first\n"); }
BEGIN, END, dtrace:::BEGIN, ::BEGIN
/probename == "BEGIN"/
{ printf("%d %s\n", ++this->n, probename); }
BEGIN { printf("last %d\n", this->n); exit(0); }' 2>&1
echo "exit $?"
# overlapping descriptions of a system-call probe: the clause runs twice
# for one getppid(2), the glob's statement second
$DTRACE -n '
syscall::getppid:entry, syscall::getpp*:entry /pid == $target/ { printf("%d\n", ++self->n); }
syscall::getppid:return /pid == $target/ { exit(0); }' -q -c 'perl -e getppid' 2>&1
echo "exit $?"
# one match per description: 2 + 1 + 1
$DTRACE -n 'BEGIN, BEGIN { } END { } BEGIN { exit(0); }' 2>&1 | grep matched
