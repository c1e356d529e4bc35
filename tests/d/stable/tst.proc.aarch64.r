
create: parent 1
create: parent 1
create: parent 1
create: parent 1
exec python3
exec sleep
exec true
exec-failure 2
exec-success python3
exec-success sleep
exec-success true
exit proc-work.sh 1
exit python3 1
exit sleep 2
exit true 1
lwp-create python3 new 1
lwp-exit thread python3
signal-handle 9 sleep (-1)
signal-send 10 to sleep
