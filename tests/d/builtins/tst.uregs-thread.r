DS match
ES match
FS match
FS set 1
GS match
TRAPNO match

