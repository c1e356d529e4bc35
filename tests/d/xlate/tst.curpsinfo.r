start ok
pid ok
ppid ok
uid ok
gid ok
addr ok
fname ok
pgid ok
sid ok
argv ok
dmodel ok
nlwp ok
lwpid ok
state O 1
name ok
onpro ok
clname TS
cpu ok
chip 0 lgrp 0

