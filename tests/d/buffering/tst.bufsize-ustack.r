dtrace: could not enable tracing: Enabling exceeds size of buffer
bufsize 835
hello
libc.so.6`write
bufsize 836
