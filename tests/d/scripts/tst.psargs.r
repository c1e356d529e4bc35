[perl -e getppid; -e 1;] [perl]

  perl                                                              1
  perl -e getppid; -e 1;                                            1
[perl -e getppid; xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx] 79

