# DTrace's guide: listing cpc probes shows example count values.  Each event
# the machine can count is listed under its perf name and Oracle's (its
# perf_event constant in lower case), in mode all with a count of 10^9;
# the clock events are software, countable everywhere.  A bare -l lists
# them too, and the example names (perf_count_*) compile and fire.
$DTRACE -l -n 'cpc:::*clock*' | awk '{ print $2, $3 }'
$DTRACE -l | awk '$2 == "cpc" && $3 ~ /clock/ { print $3 }'
$DTRACE -qn 'cpc:::perf_count_sw_cpu_clock-all-10000000 { n++; }
	cpc:::perf_count_sw_task_clock-kernel-10000000 { }
	tick-1s /n > 0/ { printf("perf_count name fired\n"); exit(0); }'
