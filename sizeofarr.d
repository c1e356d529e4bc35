BEGIN{ a[1] = 1; x = sizeof(a); }
