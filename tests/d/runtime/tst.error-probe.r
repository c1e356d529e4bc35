ERROR: probe 1 clause 1 fault 1 addr 64
next clause

status 0
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid address (0x40) at BPF pc NNN
