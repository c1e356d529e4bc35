dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): index out of bounds (7) at BPF pc N
ERROR fault 11 index 7
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): index out of bounds (-1) at BPF pc N
ERROR fault 11 index -1
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): index out of bounds (100000) at BPF pc N
ERROR fault 11 index 100000
dtrace: error in dt_clause_3 for probe ID 1 (dtrace:::BEGIN): index out of bounds (5) at BPF pc N
ERROR fault 11 index 5
dtrace: error in dt_clause_4 for probe ID 1 (dtrace:::BEGIN): index out of bounds (3) at BPF pc N
ERROR fault 11 index 3

