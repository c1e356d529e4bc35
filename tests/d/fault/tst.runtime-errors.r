dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid address (0x8) at BPF pc N
ERROR: fault 1
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc N
ERROR: fault 4
dtrace: error in dt_clause_3 for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc N
ERROR: fault 4
continues

exit 0
