SYSCALL                     COUNT
write                        1000
