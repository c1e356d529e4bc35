# dtrace's exit status is the value given to exit(); the first exit() wins.
$DTRACE -qn 'BEGIN { exit(7); }'
echo "status $?"
$DTRACE -qn 'BEGIN { exit(0); } BEGIN { exit(5); }'
echo "status $?"
$DTRACE -qn 'tick-10ms { exit(42); }'
echo "status $?"
