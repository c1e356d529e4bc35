quiet from the environment

exit 0
[]

exit 0
1 2

exit 0
-q wins

exit 0
dtrace: failed to set DTRACE_OPT_BUFSIZE=lots: Invalid value for specified option
exit 1
dtrace: failed to set DTRACE_OPT_ZDEFS=1: Invalid value for specified option
exit 1
