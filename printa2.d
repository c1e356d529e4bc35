BEGIN{ @a["x"]=count(); printa("%d %@d\n", @a); }
