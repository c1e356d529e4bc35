# Faults in a predicate, in % and %=, in a speculative clause, in END, in
# the ERROR clause itself (DTrace's double errors: a count), and at every firing (fault-contexts.d says what
# each checks): DTrace's message on stderr for each, pc masked.
trap 'rm -f err.$$' EXIT
$DTRACE -s fault-contexts.d 2>err.$$
echo "status $?"
# the ERROR clause's own faults are a count said at a status check: last
sed 's/BPF pc [0-9]*/BPF pc NNN/; s/dt_clause_[0-9]*/dt_clause_N/; s/probe ID [0-9]* (profile/probe ID N (profile/' err.$$ |
	grep -v 'in ERROR probe enabling$'
grep 'in ERROR probe enabling$' err.$$
