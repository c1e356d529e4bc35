 001 310 | a 001 b | c a f 303 251 \n \n
status 0
1
