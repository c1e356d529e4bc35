== 
1
exit 0
== -xlinkmode=dynamic
dtrace: invalid probe specifier BEGIN { trace((uint64_t)&`vfs_read != 0); exit(0); }: [D_ASRELO] relocation remains against kernel symbol vmlinux`vfs_read (offset N)
exit 1
== -xlinkmode=dynamic -xknodefs
1
exit 0
== -xlinkmode=dynamic -xknodefs -xkdefs
dtrace: invalid probe specifier BEGIN { trace((uint64_t)&`vfs_read != 0); exit(0); }: [D_ASRELO] relocation remains against kernel symbol vmlinux`vfs_read (offset N)
exit 1
== -xlinkmode=dynamic -xkdefs -xknodefs
1
exit 0
== -xlinkmode=kernel
1
exit 0
== -xlinkmode=static -xkdefs
1
exit 0
== -xlinkmode=dynamic, no kernel symbol
1
exit 0
