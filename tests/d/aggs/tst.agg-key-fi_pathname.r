count /dev/null 1
sum /dev/null 1
avg /dev/null 2
max /dev/null 3

