# Faults in a predicate, in % and %=, in a speculative clause, in END, in
# the ERROR clause itself, and at every firing (fault-contexts.d says what
# each checks): DTrace's message on stderr for each, pc masked.
trap 'rm -f err.$$' EXIT
$DTRACE -s fault-contexts.d 2>err.$$
echo "status $?"
sed 's/BPF pc [0-9]*/BPF pc NNN/; s/dt_clause_[0-9]*/dt_clause_N/; s/probe ID [0-9]* (profile/probe ID N (profile/' err.$$
