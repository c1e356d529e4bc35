x0 2 x1 200 sp 1
pc is add 1
  target`add                                        

x8 173 el0 1 fp!=0 1

