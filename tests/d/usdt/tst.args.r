target:work:loop-iter 0 1000 -5
consts 42 -7
narrow 0 200
twice 1000
twice 3000
target:work:loop-iter 1 1001 -5
consts 42 -7
narrow -100 201
twice 1001
twice 3004
main:done

