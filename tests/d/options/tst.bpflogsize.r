bpflogsize=200: log within 200 bytes: yes
default: log over 200 bytes: yes
bpflogsize=1m: log over 200 bytes: yes
dtrace: failed to set -x bpflogsize: Invalid value for specified option
exit 1
