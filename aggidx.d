BEGIN{ @a[1]=count(); x = @a[1]; }
