status 0
              getppid3`level2+OFF
              getppid3`level1+OFF
              getppid3`main+OFF
              getppid3`_start+OFF
status 0
              static3`ADDR
