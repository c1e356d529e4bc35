dtrace: status rate increased to once every 10 seconds
statusrate=1h: begin

exit 0
statusrate=0: begin

exit 0
statusrate=1ns: begin

exit 0
statusrate=10hz: begin

exit 0
dtrace: status rate increased to once every 10 seconds
statusrate=1h: tick

exit 0
statusrate=0: tick

exit 0
statusrate=1ns: tick

exit 0
dtrace: cleaning rate reduced to once every 60 seconds
cleanrate=0: committed

exit 0
dtrace: cleaning rate reduced to 1000 hz
cleanrate=1ns: committed

exit 0
dtrace: cleaning rate increased to once every 60 seconds
cleanrate=1h: committed

exit 0
cleanrate=100hz: committed

exit 0
dtrace: failed to set -x statusrate: Invalid value for specified option
exit 1
dtrace: failed to set -x statusrate: Invalid value for specified option
exit 1
dtrace: failed to set -x cleanrate: Invalid value for specified option
exit 1
dtrace: failed to set -x cleanrate: Invalid value for specified option
exit 1
