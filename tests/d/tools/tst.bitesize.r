dd 65536-byte I/Os at least 4: yes
