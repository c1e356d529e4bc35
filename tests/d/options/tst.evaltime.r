exec: getppid 3, brk before main seen

preinit: getppid 3, brk before main not seen

postinit: getppid 2, brk before main not seen

main: getppid 2, brk before main not seen

default: getppid 2, brk before main not seen

dtrace: failed to set -x evaltime: Invalid value for specified option
