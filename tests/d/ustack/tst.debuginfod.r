              getppid3`ADDR
requests: 0
              getppid3`level2+OFF
              getppid3`level1+OFF
              getppid3`main+OFF
              getppid3`_start+OFF
requests: 1
