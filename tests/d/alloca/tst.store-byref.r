0123456789abcde (15)
short
1 2
a string past the allocation: fault 10

dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid size (0x10) at BPF pc N
