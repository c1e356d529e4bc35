5 dropped
exit 0
