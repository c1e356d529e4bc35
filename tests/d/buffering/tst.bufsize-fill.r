1
2
3
4
5
6
end
bufsize 64: exit 0
1
2
3
4
5
6
7
end
bufsize 72: exit 0
dtrace: could not enable tracing: END enablings exceed size of principal buffer
bufsize 300: exit 1
