dtrace: failed to compile script prog.d: [D_MACRO_OFLOW] line 1: macro argument $1 constant 99999999999999999999999 results in integer overflow
status 1
dtrace: failed to compile script prog.d: [D_MACRO_UNUSED] line 2: extraneous argument '2' ($2 is not referenced)
status 1
1
status 0
dtrace: failed to compile script prog.d: [D_MACRO_UNDEF] line 1: macro argument $1 is not defined
status 1
0
status 0
