CPU FUNCTION                                 
 -> main                                  
   -> add                                 
   <- add                                 
   -> add                                 
   <- add                                 
   -> add                                 
   <- add                                 
  | eight:0                               
   -> negate                              
   <- negate                              
 <- main                                  
 => exit_group                            

with -q, a printf:
CPU FUNCTION                                 
 -> add                                   100
 <- add                                   101
 -> add                                   200
 <- add                                   202
 -> add                                   300
 <- add                                   303

