[dtrace] [dtrace]
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid address (0x1) at BPF pc N
ERROR fault 1 addr 1
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): invalid address (0x10) at BPF pc N
ERROR fault 1 addr 10

