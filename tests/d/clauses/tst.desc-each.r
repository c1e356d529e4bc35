first
1 BEGIN
2 BEGIN
3 BEGIN
last 3

exit 0
1
2

exit 0
dtrace: description 'BEGIN, BEGIN ' matched 4 probes
