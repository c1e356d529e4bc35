addr 0
dmodel 2

