dtrace: could not enable tracing: Enabling exceeds size of buffer

-b 283: exit 1
dtrace

-b 284: exit 0
dtrace

-b 60 -x strsize=16: exit 0
dtrace: could not enable tracing: Enabling exceeds size of buffer

-b 59 -x strsize=16: exit 1
