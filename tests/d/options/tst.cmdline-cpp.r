== -C -D -U -I
A=1 B=two header=7
__STDC__ is defined

exit 0
== -U before -D: the later one wins
GONE is defined
== -Xs: K&R C; -Xa, -Xc, -Xt: ISO C
__STDC__ is not defined
__STDC__ is defined
__STDC__ is defined
__STDC__ is defined
dtrace: failed to set -X z: Invalid value for specified option
exit 1
== -H: the headers cpp includes, on stderr
1
== without -C, a #include is not D
dtrace: failed to compile script DIR/p.d: line 1: invalid control directive: #include
exit 1
== -64, -32, -33
8

exit 0
dtrace: failed to initialize dtrace: 32-bit programs are not supported
exit 1
dtrace: illegal option -- 33
== -a, -A, -B
dtrace: option -a is not supported on this system
exit 2
dtrace: option -A is not supported on this system
exit 2
dtrace: option -B is not supported on this system
exit 2
