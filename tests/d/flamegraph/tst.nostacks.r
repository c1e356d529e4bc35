
  k                                                                 1
1 rect
