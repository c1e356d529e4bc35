addr 0
projid 0

