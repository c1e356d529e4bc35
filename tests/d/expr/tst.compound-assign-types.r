global int /= long: 0
global int %= long: -22
global int *= long: -47095992
global int += 2^32: 5
global uint -= 1: 4294967295
global uint /= -2: 0
global short *= 1000: -27680
global char ++ at 127: -128
global uchar -- at 0: 255
global int <<= 31: -2147483648
global int >>= 1: -4
global uint >>= 1: 2147483640
clause-local int *= long: -47095992 (as int64_t -47095992)
clause-local int /= long: 0
clause-local int ++ at INT_MAX: -2147483648
thread-local int *= long: -47095992
value of ++ at INT_MAX: -2147483648
value of post ++ at INT_MAX: 2147483647
after post ++: -2147483648
assoc int *= long: -47095992
assoc int %= long: -22
member int *= long: -47095992
member uint /= -2: 0
element int *= long: -47095992
alloca int /= long: 0
alloca int *= long: -47095992
(int64_t)(int ^ uint): 3989547399
(long)(short)-1: -1
(uint64_t)(unsigned char)-1: 255
nested: 4294967273 -23 28 7

