rdi 2 rsi 200 cs 33 ss 2b sp 1
pc is add 1
  target`add                                        

orig_rax 110 pc!=0 1 beyond 0

