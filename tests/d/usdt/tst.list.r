testprov$target:::
PROVIDER MODULE FUNCTION NAME
testprovPID target work loop-iter
testprovPID target work consts
testprovPID target work narrow
testprovPID target work twice
testprovPID target main done
status 0
testprov$target:a.out:work:
PROVIDER MODULE FUNCTION NAME
testprovPID target work loop-iter
testprovPID target work consts
testprovPID target work narrow
testprovPID target work twice
status 0
test*$target:target::*-*
PROVIDER MODULE FUNCTION NAME
testprovPID target work loop-iter
status 0
