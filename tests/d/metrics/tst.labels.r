dtrace_calls_total{comm="sh",fd="3"} 1
dtrace_bytes{pid="42",key1="x"} 7
dtrace_agg_total{cpu="1"} 1
exit status 0

  sh                                                        3                1
       42  x                                                                 7
        1                1
dtrace: could not enable tracing: invalid -x metricslabels: 'le' is not a label name
exit status 1
dtrace: could not enable tracing: invalid -x metricslabels: '@calls' has no '='
exit status 1
dtrace: could not enable tracing: invalid -x metricslabels: 'a-b' is not a label name
exit status 1
dtrace: could not enable tracing: invalid -x metricslabels: '9x' is not a label name
exit status 1
dtrace: could not enable tracing: invalid -x metricslabels: '__x' is not a label name
exit status 1
dtrace: could not enable tracing: invalid -x metricslabels: 'a' twice
exit status 1
dtrace_calls_total{comm="sh",fd="3"} 1
exit status 0
