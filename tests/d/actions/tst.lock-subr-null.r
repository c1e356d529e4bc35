dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (NULL + the owner offset)
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0)
still tracing

