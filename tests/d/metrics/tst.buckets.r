== trim
dtrace_q_bucket{le="1"} 0
dtrace_q_bucket{le="3"} 1
dtrace_q_bucket{le="7"} 1
dtrace_q_bucket{le="15"} 1
dtrace_q_bucket{le="31"} 1
dtrace_q_bucket{le="63"} 1
dtrace_q_bucket{le="127"} 2
dtrace_q_bucket{le="255"} 2
dtrace_q_bucket{le="511"} 2
dtrace_q_bucket{le="1023"} 3
dtrace_q_bucket{le="2047"} 3
dtrace_q_bucket{le="4095"} 3
dtrace_q_bucket{le="8191"} 3
dtrace_q_bucket{le="16383"} 3
dtrace_q_bucket{le="32767"} 3
dtrace_q_bucket{le="65535"} 3
dtrace_q_bucket{le="131071"} 4
dtrace_q_bucket{le="+Inf"} 4
dtrace_q_count 4
dtrace_l_bucket{le="9"} 1
dtrace_l_bucket{le="+Inf"} 1
dtrace_l_count 1
== 3
dtrace_q_bucket{le="31"} 1
dtrace_q_bucket{le="2047"} 3
dtrace_q_bucket{le="131071"} 4
dtrace_q_bucket{le="+Inf"} 4
dtrace_q_count 4
dtrace_l_bucket{le="9"} 1
dtrace_l_bucket{le="+Inf"} 1
dtrace_l_count 1
== 100:5000
dtrace_q_bucket{le="127"} 2
dtrace_q_bucket{le="255"} 2
dtrace_q_bucket{le="511"} 2
dtrace_q_bucket{le="1023"} 3
dtrace_q_bucket{le="2047"} 3
dtrace_q_bucket{le="4095"} 3
dtrace_q_bucket{le="+Inf"} 4
dtrace_q_count 4
dtrace_l_bucket{le="+Inf"} 1
dtrace_l_count 1
dtrace: could not enable tracing: invalid -x metricsbuckets: '0' is neither trim nor a bucket count
exit status 1
dtrace: could not enable tracing: invalid -x metricsbuckets: 'x' is neither trim nor a bucket count
exit status 1
dtrace: could not enable tracing: invalid -x metricsbuckets: '-1' is neither trim nor a bucket count
exit status 1
dtrace: could not enable tracing: invalid -x metricsbuckets: '3x' is neither trim nor a bucket count
exit status 1
dtrace: could not enable tracing: invalid -x metricsbuckets: '5:1' is not MIN:MAX (MIN <= MAX)
exit status 1
dtrace: could not enable tracing: invalid -x metricsbuckets: '1:x' is not MIN:MAX (MIN <= MAX)
exit status 1
