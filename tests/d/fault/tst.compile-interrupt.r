SIGINT ignored in a background command: yes
-C, cpp blocked: SIGINT caught: yes, programs or links held: 0, exit 1
dtrace: interrupted while compiling: no probe was enabled
cpp and cc1 left running: 0
-s /dev/stdin, reading: SIGINT caught: yes, programs or links held: 0, exit 1
dtrace: interrupted while compiling: no probe was enabled
