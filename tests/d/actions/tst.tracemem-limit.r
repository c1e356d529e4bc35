limit 5:
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 41 42 43 44 45                                   ABCDE
limit 16:
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 00  ABCDEFGHIJKLMNO.
limit 17:
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 00  ABCDEFGHIJKLMNO.
limit -1:
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 00  ABCDEFGHIJKLMNO.
limit 0:
no limit:
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 41 42 43 44                                      ABCD

