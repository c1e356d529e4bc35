# small-keys.py [N]: exit 0 when this kernel's hash maps refuse a key of
# N bytes (default 1 KiB; 5.10 caps keys at the BPF stack's 512 bytes),
# 1 when they take it: tests that need a kernel with the cap say
# "@@needs: python3 tests/d/kernel/small-keys.py".
import ctypes, ctypes.util, os, platform, struct, sys
size = int(sys.argv[1]) if len(sys.argv) > 1 else 1024
libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
attr = ctypes.create_string_buffer(struct.pack("IIIII", 1, size, 8, 1, 0), 128)
nr = 280 if platform.machine() == "aarch64" else 321	# bpf(): arm64's, x86-64's
fd = libc.syscall(nr, 0, attr, 128)		# BPF_MAP_CREATE
if fd >= 0:
	os.close(fd)
sys.exit(0 if fd < 0 and ctypes.get_errno() == 7 else 1)	# E2BIG
