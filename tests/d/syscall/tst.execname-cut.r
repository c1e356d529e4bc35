syscall::get*:entry
[abcdefghijklmno] 15
[xy] 2
[abcdefgh] 8
[] 0
[abcdefg] 7
[abcdefghijklmno] 15
[q] 1
key [] 1
key [abcdefg] 1
key [abcdefgh] 1
key [q] 1
key [xy] 1
key [abcdefghijklmno] 2
str [] 0 1
str [abcdefg] 7 1
str [abcdefgh] 8 1
str [q] 1 1
str [xy] 2 1
str [abcdefghijklmno] 15 2

syscall::getppid:entry
[abcdefghijklmno] 15
[xy] 2
[abcdefgh] 8
[] 0
[abcdefg] 7
[abcdefghijklmno] 15
[q] 1
key [] 1
key [abcdefg] 1
key [abcdefgh] 1
key [q] 1
key [xy] 1
key [abcdefghijklmno] 2
str [] 0 1
str [abcdefg] 7 1
str [abcdefgh] 8 1
str [q] 1 1
str [xy] 2 1
str [abcdefghijklmno] 15 2

