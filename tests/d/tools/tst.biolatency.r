I/Os on the disk at least 8: yes
