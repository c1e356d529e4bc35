status 0
ERROR's arg3 is the message's pc
ERROR: probe 1 clause 1 pc NNN fault 3 value 0
ERROR: probe 1 clause 2 pc NNN fault 5 value 0
ERROR: probe 1 clause 3 pc NNN fault 11 value 7
ERROR: probe 1 clause 4 pc NNN fault 11 value -3
ERROR: probe 1 clause 5 pc NNN fault 10 value 1000000000
fault constants 0 1 2 3 4 5 6 7 8 9

dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc NNN
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): out of scratch space at BPF pc NNN
dtrace: error in dt_clause_3 for probe ID 1 (dtrace:::BEGIN): index out of bounds (7) at BPF pc NNN
dtrace: error in dt_clause_4 for probe ID 1 (dtrace:::BEGIN): index out of bounds (-3) at BPF pc NNN
dtrace: error in dt_clause_5 for probe ID 1 (dtrace:::BEGIN): invalid size (0x3b9aca00) at BPF pc NNN
