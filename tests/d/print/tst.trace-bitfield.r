CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN    5  -1   300      70000           4294967296          5

exit 0
