10 11 12

        1                6
  x                                                   yyyyy                                                             2
