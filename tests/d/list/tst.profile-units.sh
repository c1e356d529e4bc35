# profile Provider: profile-n and tick-n take a rate in hz (no unit, or hz)
# or a period in ns/nsec, us/usec, ms/msec, s/sec, m/min, h/hour, d/day
# (units in any case); a period under 200 microseconds, a zero, a unit
# that is none of those (the whole suffix must be one: msecs is not, as in
# illumos's profile provider; Oracle's sscanf reads its first 4 letters),
# or a period past 64 bits of nanoseconds names no probe.
names="200000ns 200000nsec 200us 200usec 1ms 1msec 1s 1sec 1m 1min 1h 1hour 1d 1day
	97 97hz 97HZ 1S 1Ms 5000 5000hz 213503d
	199999ns 199us 5001 5001hz 0 0s 1msecs 1x 1.5s 213504d 18446744073709551616"
# one listing of them all (a listing reads every provider's probes)
args=()
for n in $names; do args+=(-n "profile:::profile-$n" -n "profile:::tick-$n"); done
listed=$($DTRACE -l "${args[@]}" 2>/dev/null | awk 'NR > 1 { print $NF }')
for n in $names; do
	for k in profile tick; do
		if printf '%s\n' "$listed" | grep -qxF "$k-$n"; then
			echo "$k-$n: a probe"
		else
			echo "$k-$n: none"
		fi
	done
done
