4096

64

1024

dtrace: failed to set -x lockmem: Invalid value for specified option
exit 1
