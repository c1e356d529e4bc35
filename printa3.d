BEGIN{ @a[1]=count(); printa("%d\n", @a); }
