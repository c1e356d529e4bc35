== -n int x; BEGIN { x = 1; trace(x); exit(0); }
1
exit 0
== -n self int x; BEGIN { self->x = 2; trace(self->x); exit(0); }
2
exit 0
== -n struct s { int a; }; struct s v; BEGIN { v.a = 3; trace(v.a); exit(0); }
3
exit 0
== -n typedef int myint_t; myint_t y; BEGIN { y = 4; trace(y); exit(0); }
dtrace: invalid probe specifier typedef int myint_t; myint_t y; BEGIN { y = 4; trace(y); exit(0); }: syntax error near ";"
exit 1
== -n inline int five = 5; BEGIN { trace(five); exit(0); }
5
exit 0
== -n uint64_t x; BEGIN { x = 6; trace(x); exit(0); }
dtrace: invalid probe specifier uint64_t x; BEGIN { x = 6; trace(x); exit(0); }: syntax error near ";"
exit 1
== -s the last
6
exit 0
== -xpspec -s the last
dtrace: failed to compile script X.d: line 1: expected predicate and/or actions following probe description
exit 1
