int foo(static int x);
