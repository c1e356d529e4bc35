default: dtrace: invalid probe specifier BEGIN { trace(nosuchmod`no_such_kernel_symbol); exit(0); }: in action list: failed to resolve nosuchmod`no_such_kernel_symbol: Unknown symbol name
-x kdefs: dtrace: invalid probe specifier BEGIN { trace(nosuchmod`no_such_kernel_symbol); exit(0); }: in action list: failed to resolve nosuchmod`no_such_kernel_symbol: Unknown symbol name
-x udefs: dtrace: invalid probe specifier BEGIN { trace(nosuchmod`no_such_kernel_symbol); exit(0); }: in action list: failed to resolve nosuchmod`no_such_kernel_symbol: Unknown symbol name
late=static: 1

linktype=elf: accepted

linknommap: accepted

linkmode=static: accepted

linkmode=kernel: accepted

iregs=8: accepted

iregs=7: dtrace: failed to set -x iregs: Insufficient registers to generate code
