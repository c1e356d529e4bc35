-3 z|
3 x|
[z] [-3] [0] [0]
[y] [0] [1] [1]
[x] [3] [1] [1]
-3:-3:-3
3:3:3
only key 1: z
only key 1: x
no conversion
no conversion
z 3 -3 0
y 2 0 1
x 1 3 1
k -3    |-3|000005|
k:
           value  ------------- Distribution ------------- count    
               1 |                                         0        
               2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        
               4 |                                         0        


