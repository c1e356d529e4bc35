# Workload of tst.io-flags.sh, next to this script: dirty 64 KiB of a new
# file and start its writeback without waiting (POSIX_FADV_DONTNEED: the
# kernel's WB_SYNC_NONE writeback, an asynchronous write), then read the
# file back with O_DIRECT (a read from the device, waited for).
import mmap, os, sys
name = sys.argv[1]
fd = os.open(name, os.O_CREAT | os.O_WRONLY | os.O_TRUNC, 0o644)
os.write(fd, b"x" * 65536)
os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
os.fsync(fd)
os.close(fd)
fd = os.open(name, os.O_RDONLY | os.O_DIRECT)
buf = mmap.mmap(-1, 65536)
os.readv(fd, [buf])
os.close(fd)
os.unlink(name)
