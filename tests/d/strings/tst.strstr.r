[barbarbazbarbop]
[bop]
[foobarbarbazbarbop]
[foobarbarbazbarbop]
[]
1
1
1
[arbop]

