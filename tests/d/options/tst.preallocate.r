ok

dtrace: failed to set -x preallocate: Invalid value for specified option
dtrace: failed to set -x preallocate: Invalid value for specified option
exit 1
