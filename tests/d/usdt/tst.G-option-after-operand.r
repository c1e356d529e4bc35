app.c
app.o
probes.o
prov.d
prov.h
linked
one -two

