BEGIN{ x = 1; y = x->foo; }
