|ello|lo|llo|ello||
|bc|GIN|
1 2 256
key |o| 1

