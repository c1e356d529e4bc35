arg0           8 signed
arg9           8 signed
pid            4 signed
ppid           4 signed
tid            4 signed
uid            4 unsigned
gid            4 unsigned
timestamp      8 unsigned
vtimestamp     8 unsigned
walltimestamp  8 signed
cpu            4 signed
epid           4 unsigned
id             4 unsigned
errno          4 signed
stackdepth     4 unsigned
ustackdepth    4 unsigned
caller         8 unsigned
ucaller        8 unsigned
ipl            4 unsigned
projid         4 signed
taskid         4 signed
execname       256

