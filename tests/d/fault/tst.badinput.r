dtrace: failed to open /dev/zero: not a regular file
exit 1
dtrace: failed to open /dev/null: not a regular file
exit 1
dtrace: failed to open DIR: Is a directory
exit 1
dtrace: failed to compile script DIR/nul.d: line 3: invalid character (NUL byte) in program text
exit 1
dtrace: invalid pid: 4294967297
exit 1
dtrace: invalid pid: 12abc
exit 1
dtrace: invalid pid: -5
exit 1
from a pipe

exit 0
