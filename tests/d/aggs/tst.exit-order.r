== default
printed 1

  y                                                                 1
  x                                                                 2
                1
  a                                                                -1
  b                                                                 5
== aggsortrev
printed 1

  b                                                                 5
  a                                                                -1
                1
  x                                                                 2
  y                                                                 1
