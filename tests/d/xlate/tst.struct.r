copy: 13 0 ab 42
deref: 13 42
pointer: 13 ab 42
psinfo: 1 0
curpsinfo: 1

