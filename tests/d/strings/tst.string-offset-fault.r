-- s + 6
ERROR: fault 1

exit 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
-- s + -1
ERROR: fault 1

exit 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
-- s + 256
ERROR: fault 1

exit 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
-- s + 0
hello|not reached
exit 0
