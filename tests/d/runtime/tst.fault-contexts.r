ERROR: fault 1 addr 32
ERROR: fault 4 addr 0
ERROR: fault 4 addr 0
ERROR: fault 1 addr 48
ERROR: fault 1 addr 8
ERROR: fault 1 addr 16
ERROR: fault 1 addr 24
tracing goes on after 3 faults in one clause
ERROR: fault 1 addr 56
END goes on

status 0
dtrace: error in dt_clause_N for probe ID 1 (dtrace:::BEGIN): invalid address (0x20) at BPF pc NNN
dtrace: error in dt_clause_N for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc NNN
dtrace: error in dt_clause_N for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc NNN
dtrace: error in dt_clause_N for probe ID 1 (dtrace:::BEGIN): invalid address (0x30) at BPF pc NNN
dtrace: error in dt_clause_N for probe ID N (profile:::tick-10ms): invalid address (0x8) at BPF pc NNN
dtrace: error in dt_clause_N for probe ID N (profile:::tick-10ms): invalid address (0x10) at BPF pc NNN
dtrace: error in dt_clause_N for probe ID N (profile:::tick-10ms): invalid address (0x18) at BPF pc NNN
dtrace: error in dt_clause_N for probe ID 2 (dtrace:::END): invalid address (0x38) at BPF pc NNN
dtrace: 2 errors in ERROR probe enabling
