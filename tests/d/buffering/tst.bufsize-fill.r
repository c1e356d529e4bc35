1
2
end
bufsize 32: exit 0
1
2
3
end
bufsize 40: exit 0
dtrace: could not enable tracing: END enablings exceed size of principal buffer
bufsize 15: exit 1
