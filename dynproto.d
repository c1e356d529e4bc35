int foo(string x);
