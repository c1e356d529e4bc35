stdout 1
stdout 2
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): couldn't freopen() "no/such/dir/x": No such file or directory

stdout 3
no newline|after

exit 0
already there
to rel.out
system 42 in rel.out
