dtrace: failed to compile script p.d: line 2: syntax error near "{"
exit 1
dtrace: failed to compile script p.d: line 1: probe description :::uint8_t* does not match any probes
exit 1
begin

exit 0
begin

exit 0
