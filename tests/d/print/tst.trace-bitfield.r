CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN    5  -1   300      70000           4294967296          5

exit 0
-1 ff 255 300 12c

exit 0
