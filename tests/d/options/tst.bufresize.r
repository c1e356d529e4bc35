-- auto
dtrace: buffer size lowered to SIZE
traced

exit 0
-- quietresize
traced

exit 0
-- manual
dtrace: could not enable tracing: failed to allocate the principal buffer: bufsize 1099511627776 exceeds the largest buffer (SIZE) and bufresize is manual
exit 1
