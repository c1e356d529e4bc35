
status 7

status 0

status 42
