first frame: vmlinux`__schedule
bpf frames: 0
caller is the second frame: 1
