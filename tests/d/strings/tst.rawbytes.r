
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 42 45 47 49 4e 00 00 00 00                       BEGIN....

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 61 62 63 64 65 66 67 68 00                       abcdefgh.

