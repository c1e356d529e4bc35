count, exit at a tick: page
END printa: page
the same, bufsize=64k: 65536
printf on a probe: 1048576
exit under an if: 1048576
a load that may fault: 1048576
an ERROR clause: page page
