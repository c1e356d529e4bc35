-- store beyond the top
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
ERROR: fault 1, arg5 addr

exit 1
-- store below the bottom
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
ERROR: fault 1, arg5 addr

exit 1
-- store crossing the top
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
ERROR: fault 1, arg5 addr

exit 1
-- load beyond the top
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
ERROR: fault 1, arg5 addr

exit 1
-- store through NULL
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x5) at BPF pc N
ERROR: fault 1, arg5 5

exit 1
-- store to kernel memory
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
ERROR: fault 1, arg5 addr

exit 1
-- bcopy crossing the top: invalid size
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid size (0x2) at BPF pc N
ERROR: fault 10, arg5 2

exit 1
-- bcopy before the bottom
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc N
ERROR: fault 1, arg5 addr

exit 1
-- bcopy from NULL
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 1
-- copyinto from a bad user address
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x1234) at BPF pc N
ERROR: fault 1, arg5 addr

exit 1
-- alloca beyond scratchsize
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): out of scratch space at BPF pc N
ERROR: fault 5, arg5 0

exit 1
-- member through NULL faults at 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR: fault 1, arg5 0

exit 1
-- alloca(0) and alloca in range are fine
0123456789abcde

exit 0
