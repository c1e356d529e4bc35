1 1 0
drops reported
