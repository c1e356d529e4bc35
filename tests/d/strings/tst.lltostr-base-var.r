[0] [101] [1111111111111111111111111111111111111111111111111111111111111111]
[0] [010] [01777777777777777777777]
[0x0] [0xff] [0xfffffffffffffff9]
[0x8000000000000000] [0] [z]
[10] [3w5e11264sgsf] [123456789]
[-9223372036854775808] [0] [21]
ERROR: fault 3
ERROR: fault 3
ERROR: fault 3

exit 0
dtrace: error in dt_clause_7 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc N
dtrace: error in dt_clause_8 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc N
dtrace: error in dt_clause_9 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc N
