-- default

  getppid3`main                                                     6
  getppid3`main                                                     6
-- -x noresolve

  getppid3`main                                                     3
  getppid3`main                                                     3
  getppid3`main                                                     3
  getppid3`main                                                     3
