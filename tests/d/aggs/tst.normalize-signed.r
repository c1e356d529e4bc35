
  neg                                                              -3
  one                                                               0
  pos                                                               3
neg -3
one 0
pos 3
min -4
max -2
avg -2

               -4

               -2


           value  ------------- Distribution ------------- count    
               0                     |                     0        
               1          @@@@@@@@@@@|                     -2       
               2                     |@@@@@@@@@            2        
               3                     |                     0        

big 0
bigmin -1
zero -5

  neg                                                              -7
  one                                                              -1
  pos                                                               7

