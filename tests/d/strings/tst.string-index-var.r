c r d 0
fault 11 at 300

dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): index out of bounds (300) at BPF pc N
