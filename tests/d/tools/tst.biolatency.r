I/Os on the disk at least 16: yes
