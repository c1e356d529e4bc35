target:add:entry 1 100
add:return 101
target:add:entry 2 200
add:return 202
target:add:entry 3 300
add:return 303
eight 1 2 3 4 5 6 7 8
negate returned -42
main returned 0, pid ok 1

