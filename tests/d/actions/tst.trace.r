dtrace: script 'trace.d' matched 1 probe
CPU     ID                    FUNCTION:NAME
CPU      1                           :BEGIN           3  str                              
CPU      1                           :BEGIN 
CPU      1                           :BEGIN 

