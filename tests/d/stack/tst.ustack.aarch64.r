status 0
              getppid3`level1+OFF
              getppid3`main+OFF
              getppid3`_start+OFF
libc frame first
  getppid3`level1                                     getppid3`level1                                     getppid3                                            getppid3`level1+OFF
A: getppid3`level1+OFF
status 0
              getppid3`level1+OFF
              getppid3`main+OFF
              getppid3`_start+OFF
                3
