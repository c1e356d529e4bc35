status 0
              getppid3`level1+OFF
              getppid3`main+OFF
status 0
              static3`ADDR
