21 1

21

dtrace

dtrace 21

7

failed to resolve EINTR: Unknown variable name
no psinfo_t
dtrace: failed to compile script DIR/d.d: line 1: syntax error near ";"

0
btf loaded
