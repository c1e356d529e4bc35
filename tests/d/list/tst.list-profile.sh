# profile probes beyond the defaults exist once a description names them;
# names under DTrace's 200us limit, or with unknown units, match nothing.
trap 'rm -f err.$$' EXIT
for d in profile:::tick-1sec profile-10ms tick-1 profile-1nsec tick-3fortnights; do
	$DTRACE -l -n "$d" 2>err.$$ | sed 's/^ *[0-9][0-9]* /    N /'
	cat err.$$
done
