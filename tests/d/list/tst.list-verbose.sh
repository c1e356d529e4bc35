# -lv: stability attributes and argument types from the tracepoint format.
# Ids depend on the kernel's event list: show them as "N".
$DTRACE -lv -n 'sdt:task::task_rename' | sed 's/^ *[0-9][0-9]* /    N /'
$DTRACE -lv -n 'syscall::read:entry' | sed 's/^ *[0-9][0-9]* /    N /'
