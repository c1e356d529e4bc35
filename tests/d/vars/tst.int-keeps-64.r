sizes 4 4 4 4
elapsed below 1s: 1 1 1 1
printed as int: 34567890, difference 0

