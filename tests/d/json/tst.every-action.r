trace
printf
print
stack
ustack
sym
mod
usym
umod
usym
aggregation
aggregation
exit 0
