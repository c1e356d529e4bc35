-- trace
5
6
120
5
hi
yy
alpha

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 00 00 00 00 02 00 00 00 00 00 00 00              ............


             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 01 00 00 00 78 00 00 00 07 00 00 00 06 00 00 00  ....x...........
        10: 05 11                                            ..

-- print
                                            (enum color)GREEN

                                            (char)'x'

                                            (int [3]) [
                                             (int)2,
                                            ]

                                            (char [4]) [
                                             (char)'h',
                                             (char)'i',
                                            ]

                                            (string [2]) [
                                             (string)"x",
                                             (string)"yy",
                                            ]

                                            (struct s) {
                                             .a = (int)1,
                                             .b = (char)'x',
                                             .c = (short [2]) [
                                              (short)7,
                                             ],
                                             .e = (enum color)BLUE,
                                             .bf = (unsigned int)5,
                                             .bg = (unsigned int)17,
                                            }

                                            (struct t) {
                                             .name = (string)"beta",
                                             .n = (int)3,
                                            }

-- printf
5 6 x 5 17 hi x alpha beta
-- printa

        5                1

 120                1

        5               17

  hi                                                                1
alpha beta 1

