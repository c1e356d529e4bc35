ERROR: clause 1 fault 1
ERROR: clause 2 fault 1
ERROR: clause 3 fault 1
ERROR: clause 4 fault 4
ERROR: clause 5 fault 1
ERROR: clause 6 fault 1
ERROR: clause 7 fault 1
tracing goes on

status 0
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid address (0x2) at BPF pc NNN
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): invalid address (ALLOCA) at BPF pc NNN
dtrace: error in dt_clause_3 for probe ID 1 (dtrace:::BEGIN): invalid address (ALLOCA) at BPF pc NNN
dtrace: error in dt_clause_4 for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc NNN
dtrace: error in dt_clause_5 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc NNN
dtrace: error in dt_clause_6 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc NNN
dtrace: error in dt_clause_7 for probe ID 1 (dtrace:::BEGIN): invalid address (0x8) at BPF pc NNN
