stddev 20
stddev/5 4
avg/5 4
sum/5 10
max/5 3
min/5 4
count/2 2

                4


           value  ------------- Distribution ------------- count    
               1 |                                         0        
               2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@              1        
               4 |                                         0        
               8 |                                         0        
              16 |                                         0        
              32 |                                         0        
              64 |@@@@@@@@@@@@@                            0        
             128 |                                         0        

stddev 20
count 4

