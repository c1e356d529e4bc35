# -C with glibc's headers: their __attribute__, __extension__, __restrict
# and __asm__ annotations are dropped, typedefs D also declares (pid_t,
# ino_t ...) are accepted, and the macros (ENOENT, O_CREAT) work.
$DTRACE -qCs cpp-glibc.d
