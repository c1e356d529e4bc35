CPU     ID                    FUNCTION:NAME
CPU      1                           :BEGIN           2
CPU      1                           :BEGIN          42
CPU      1                           :BEGIN 
CPU      1                           :BEGIN 

