rmdir -2 errno=2
predicate fired

rmdir 0 errno=0

rmdir -39 errno=39
predicate fired

