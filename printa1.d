BEGIN{ @a[1]=count(); printa("%d %s %@d\n", @a); }
