root: exit 0
dtrace: dtrace needs root or CAP_BPF and CAP_PERFMON (run it as root, e.g. with sudo)
nobody: exit 1
dtrace: dtrace needs root or CAP_BPF and CAP_PERFMON (run it as root, e.g. with sudo)
nobody, syscall: exit 1
dtrace: dtrace needs root or CAP_BPF and CAP_PERFMON (run it as root, e.g. with sudo)
nobody, -l: exit 1
dtrace: Sun D 1.6.4
nobody, -V: exit 0
Usage: dtrace [-32|-64] [-aACeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
nobody, --help: exit 0
dtrace: dtrace needs root or CAP_BPF and CAP_PERFMON (run it as root, e.g. with sudo)
root without the capabilities: exit 1
