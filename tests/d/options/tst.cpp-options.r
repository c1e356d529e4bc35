define 42

incdir 7

cppargs 1 2

undef: X is not defined

dtrace: failed to compile script DIR/p.d: line 1: failed to set option 'define' to 'A=1': Option cannot be used from within a D program
dtrace: failed to compile script DIR/p.d: line 1: failed to set option 'undef' to 'A': Option cannot be used from within a D program
dtrace: failed to compile script DIR/p.d: line 1: failed to set option 'incdir' to '/tmp': Option cannot be used from within a D program
dtrace: failed to compile script DIR/p.d: line 1: failed to set option 'cppargs' to '-DA': Option cannot be used from within a D program
version 1001000

