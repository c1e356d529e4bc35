pread64: arg5=0
pread64: arg3=4096
pread64: arg2=1234 arg3=4096 arg4=0 arg5=0
preadv2: arg0>2=1 arg2=1 arg3=8192 arg4=0 arg5=1
preadv2: arg4=0 arg9=0
process_vm_readv: arg1=0 arg2=0 arg4=5

