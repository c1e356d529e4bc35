exit(0): status 0
exit(3): status 3
exit(-1): status 255
exit(263): status 7
