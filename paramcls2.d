int foo(register int x);
