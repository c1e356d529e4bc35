pidPID           offsets                              sum3 entry
pidPID           offsets                              sum3 return
pidPID           offsets                              sum3 0
pidPID           offsets                              sum3 4
pidPID           offsets                              sum3 8
pidPID           offsets                              sum3 c
status 0
pidPID           offsets                              sum3 entry
status 0
pidPID           offsets                              sum3 0
pidPID           offsets                              sum3 4
pidPID           offsets                              sum3 8
status 0
dtrace: invalid probe specifier pid$target:a.out:sum3:2: line 1: offset 0x2 is not aligned on an instruction
status 1
dtrace: invalid probe specifier pid$target:a.out:sum3:1a: line 1: offset 0x1a outside of function 'sum3'
status 1
dtrace: invalid probe specifier pid$target:a.out:sum3:zz: line 1: 'zz' is an invalid probe name
status 1
at   offsets`sum3+0x4                                  
0 3
4 3
8 3
c 3
entry 3
return 3

status 0
