21 1

21

no psinfo_t
dtrace: failed to compile script DIR/d.d: line 1: syntax error near ";"

0
btf loaded
