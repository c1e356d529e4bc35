CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN           0          1          1          5          1         97 -2147483648                   1                   0                    0                    4 200    -7

exit 0
