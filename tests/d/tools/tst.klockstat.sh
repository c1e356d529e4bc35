# klockstat: contention is rare and unpredictable; the report's format is
# checked (header, probes, frames, counts), not its content.  Needs the
# lockstat provider's lock:contention_begin/end (Linux 5.19).
# @@needs: test -e /sys/kernel/tracing/events/lock/contention_begin
# @@timeout: 90
. ./common.sh
run klockstat -- 'i=0; while [ $i -lt 200 ]; do cat /etc/hostname >/dev/null; i=$((i+1)); done' 'exit 0'
header
bad_lines '^((adaptive|rw|spin)-(block|spin) *|[a-z_A-Z0-9.]+`[^ ]+|0x[0-9a-f]+| +[0-9]+ [0-9]+)$'
