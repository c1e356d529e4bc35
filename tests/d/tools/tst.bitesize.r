dd 65536-byte I/Os at least 8: yes
