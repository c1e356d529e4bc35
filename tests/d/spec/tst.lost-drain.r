first 1
again 1

dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
dtrace: N failed speculation(s) (available buffer(s) still busy)
