unowned: owned 0, owner NULL 1, adaptive 1, spin 0
held: owned 1, owner is curthread 1
free: 0 0 0
2 readers: 1 0 0
reader, writer waiting: 1 0 1
writer: 0 1 1

