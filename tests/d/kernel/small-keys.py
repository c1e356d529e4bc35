# Exit 0 when this kernel's hash maps refuse a 1 KiB key (5.10 caps keys
# at the BPF stack's 512 bytes), 1 when they take it: tests that need a
# kernel with the cap say "@@needs: python3 tests/d/kernel/small-keys.py".
import ctypes, ctypes.util, struct, sys
libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
attr = ctypes.create_string_buffer(struct.pack("IIIII", 1, 1024, 8, 1, 0), 128)
fd = libc.syscall(321, 0, attr, 128)		# bpf(BPF_MAP_CREATE), x86-64
sys.exit(0 if fd < 0 and ctypes.get_errno() == 7 else 1)	# E2BIG
