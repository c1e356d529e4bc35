dtrace_x_total 1
dtrace_x_total_1 1
dtrace_y_3_count 1
dtrace_y_3_sum 1
dtrace_s_total{key0="café",key1="�bad"} 1
# TYPE dtrace_x_total counter
# TYPE dtrace_x_total_1 gauge
# TYPE dtrace_y_bucket gauge
# TYPE dtrace_y_3 histogram
# TYPE dtrace_s_total counter
# TYPE dtrace_st_total counter
exit status 0
stack label: the printed frames, outermost first
done
