read 8 lseek 4

