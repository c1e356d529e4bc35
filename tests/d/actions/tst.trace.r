dtrace: script 'trace.d' matched 4 probes
CPU     ID                    FUNCTION:NAME
CPU      1                           :BEGIN           3  str                              
CPU      1                           :BEGIN 
CPU      1                           :BEGIN 

