COMM             SYSCALL               ERR    COUNT
cat openat ENOENT at least 2: yes
