listed as string
/bin/true 9 true

  /bin/true                                                         1
