drops reported
status 0
