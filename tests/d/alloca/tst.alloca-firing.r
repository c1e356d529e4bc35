kept: x, next allocation after it: 1
written in the next clause: xy
dtrace: error in dt_clause_2 for probe ID 2 (dtrace:::END): invalid address (ADDR) at BPF pc N
later firing: invalid address

exit 0
