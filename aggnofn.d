BEGIN{ @a[1]=1; }
