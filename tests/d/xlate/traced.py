# A child that asks to be traced (PTRACE_TRACEME) and runs /bin/true: the
# kernel stops it at the exec (SIGTRAP), the parent sees that stop and lets
# it go on (PTRACE_CONT).  The child starts only once /proc shows the
# parent asleep in wait4(), so the parent surely blocked there.
import ctypes, os, signal
libc = ctypes.CDLL(None, use_errno=True)
PTRACE_TRACEME, PTRACE_CONT = 0, 7
parent = os.getpid()
pid = os.fork()
if pid == 0:
    while True:
        with open("/proc/%d/stat" % parent) as f:
            if f.read().rsplit(")", 1)[1].split()[0] == "S":
                break
    libc.ptrace(PTRACE_TRACEME, 0, None, None)
    os.execv("/bin/true", ["true"])
_, status = os.waitpid(pid, 0)
assert os.WIFSTOPPED(status) and os.WSTOPSIG(status) == signal.SIGTRAP
libc.ptrace(PTRACE_CONT, pid, None, None)
os.waitpid(pid, 0)
