[dtrace]
dt
1
dtrace|

