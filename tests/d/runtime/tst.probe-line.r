                   FUNCTION:NAME
                          :BEGIN 

CPU     ID                    FUNCTION:NAME
CPU      1                           :BEGIN 

-- @@stderr --
dtrace: description 'BEGIN ' matched 1 probe
