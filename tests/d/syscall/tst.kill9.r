programs loaded
one program for every syscall
two links
objects left: 0
within 2 s (times TEST_TIMEOUT_SCALE)
