firing 1: ERROR ran 1 time(s) before this clause, this->before 7, args kept 1
ERROR: exit
END: errors 2, firings 1

status 3
dtrace: error in dt_clause_0 for probe ID N (profile:::tick-10ms): invalid address (0x8) at BPF pc NNN
