quantize:  m1  b-mix  zero  a-zero2  one
lquantize, zero in a level:  b1  a2
lquantize, base 1:  n  b1  a2
lquantize, bound -1:  b1  a2
lquantize, no zero:  a  b
llquantize:  c0  b1  a2
joined:  b  a

