ERROR: later than the clauses before 1
one value in a clause: 1 1
later in each clause: 1 1 1

dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
