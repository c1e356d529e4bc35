sh: cannot run /nonexistent/ld
dtrace: failed to link script prov: failed to link prov.o: /nonexistent/ld exited with status 127
status 1
prov.d
status 0
 177   E   L   F
