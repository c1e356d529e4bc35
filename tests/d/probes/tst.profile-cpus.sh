# profile Provider: a profile-n probe fires on every CPU, a tick-n probe
# on one CPU only at each interval.  Ends once tick-1ms fired 300 times
# (profile-997 has then fired about 300 times on each CPU).
last=$(($(getconf _NPROCESSORS_ONLN) - 1))
psum=$(seq -s ' + ' -f 'p[%g]' 0 $last)
tsum=$(seq -s ' + ' -f 't[%g]' 0 $last)
$DTRACE -qn "
profile-997 { p[cpu] = 1; }
tick-1ms { t[cpu] = 1; n++; }
tick-1ms /n == 300/
{
	printf(\"profile-997 on every CPU: %d, tick-1ms on one: %d\n\",
	    $psum == $last + 1, $tsum == 1);
	exit(0);
}"
