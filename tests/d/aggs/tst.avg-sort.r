
  c                                                                -3
  d                                                                -3
  a                                                                 3
  b                                                                 3
  e                                                                 4
