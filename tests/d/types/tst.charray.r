[dtrace]
dt
1

