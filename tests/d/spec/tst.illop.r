dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc N
ERROR fault 3
next clause, x = 0

