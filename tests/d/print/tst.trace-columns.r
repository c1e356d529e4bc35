-- bufpolicy=fill
CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN   65  -1 200  |                                    -2 65535  |                                         -3 4000000000 2147483647  |                                                  -4 -9223372036854775808 18446744073709551615  |                                                 4660                    0          2  |                                  str                                dtrace                           
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 01 00 00 00 78 00 00 00                          ....x...

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 00 00 00 00 07 00 00 00                          ........
                                            (struct s) {
                                             .a = (int)1,
                                             .b = (char)'x',
                                            }


exit 0
-- bufpolicy=ring
CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN   65  -1 200  |                                    -2 65535  |                                         -3 4000000000 2147483647  |                                                  -4 -9223372036854775808 18446744073709551615  |                                                 4660                    0          2  |                                  str                                dtrace                           
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 01 00 00 00 78 00 00 00                          ....x...

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 00 00 00 00 07 00 00 00                          ........
                                            (struct s) {
                                             .a = (int)1,
                                             .b = (char)'x',
                                            }


exit 0
-- bufpolicy=switch
CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN   65  -1 200  |                                    -2 65535  |                                         -3 4000000000 2147483647  |                                                  -4 -9223372036854775808 18446744073709551615  |                                                 4660                    0          2  |                                  str                                dtrace                           
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 01 00 00 00 78 00 00 00                          ....x...

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 00 00 00 00 07 00 00 00                          ........
                                            (struct s) {
                                             .a = (int)1,
                                             .b = (char)'x',
                                            }


exit 0
