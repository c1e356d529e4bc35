exit 0
second

back on stdout

exit 0
second
