sizeof 4, signed 1
all equal: 0
key 0: 1

