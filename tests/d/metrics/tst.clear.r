dtrace_a_total{key0="x"} 1
dtrace_a_total{key0="y"} 1
dtrace_b 5
a second scrape: the same
dtrace_a_total{key0="y"} 1
dtrace_b 0
dtrace_after_total 1
exit status 0

  y                                                                 1
                0
                1
