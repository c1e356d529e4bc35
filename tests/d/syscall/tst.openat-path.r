exit 0
openat:entry DIR/file
