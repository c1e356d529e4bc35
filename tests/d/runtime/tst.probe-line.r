                   FUNCTION:NAME
                          :BEGIN 

CPU     ID                    FUNCTION:NAME
CPU      1                           :BEGIN 

-- @@stderr --
dtrace: description 'BEGIN { exit(0); }' matched 1 probe
