libc.so.6`(libc)
nofp`f5
nofp`f4
nofp`f3
nofp`f2
nofp`f1
nofp`main
status 0
nofp`f5
nofp`f4
nofp`f3
nofp`f2
nofp`f1
nofp`main
status 0
-- ustackcopy=0
main reached: 0
