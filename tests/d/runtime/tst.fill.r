status 0
1
drops reported
