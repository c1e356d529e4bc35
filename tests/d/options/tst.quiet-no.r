CPU     ID                    FUNCTION:NAME
CPU      1                           :BEGIN 

quiet

