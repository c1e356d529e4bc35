# dtrace -l -n BEGIN: the header and dtrace:::BEGIN, which is always probe 1.
$DTRACE -l -n BEGIN
