# dist/systemd/dtrace-metrics@.service: systemd-analyze verify finds
# nothing to say about an instance of it, its offline security review
# rates it OK (with CAP_SYS_ADMIN, which Debian's kernels ask of perf
# events: kernel/tst.perf-paranoid), and a metrics script runs with exactly its capability
# bounding set and no_new_privs (setpriv, as systemd would start it):
# kernel tracepoints, profile ticks and the cgroup variables work, the
# endpoint answers.
# Its two string keys take 536 bytes: a kernel that caps map keys at 512
# (5.10) refuses them in one sentence (kernel/tst.key-size), so it skips there.
# @@needs: command -v systemd-analyze && command -v setpriv && command -v curl && ! python3 tests/d/kernel/small-keys.py
# @@timeout: 90
. ./mxlib.sh
unit=../../../dist/systemd/dtrace-metrics@.service
# an instance with ExecStart at the dtrace under test (verify checks it)
sed "s#/usr/local/sbin/dtrace#$DTRACE#" "$unit" >"$tmp/dtrace-metrics@test.service"
systemd-analyze verify --man=no "$tmp/dtrace-metrics@test.service" 2>&1
echo "verify: exit status $?"
systemd-analyze security --offline=yes "$tmp/dtrace-metrics@test.service" 2>&1 |
	sed -n 's/.*Overall exposure level for [^:]*: [0-9.]* \([A-Z]*\).*/exposure level: \1/p'

caps=$(sed -n 's/^CapabilityBoundingSet=//p' "$unit" | tr 'A-Z' 'a-z' |
	sed -e 's/cap_//g' -e 's/ /,+/g' -e 's/^/-all,+/')
echo "bounding set: $caps"
grep -qx 'NoNewPrivileges=yes' "$unit" && echo "no_new_privs: yes"
cat >"$tmp/dt" <<W
#!/bin/sh
exec setpriv --bounding-set $caps --no-new-privs $DTRACE "\$@"
W
chmod +x "$tmp/dt"
DTRACE=$tmp/dt
printf '%s\n' '#!/bin/sh' 'exec perl -e "getppid() for 1..3; sleep 1 until -e q($1)"' >"$tmp/work"
start_dtrace -q -n '
syscall::getppid:entry /pid == $target && execname == "perl"/ { @calls[zonename, cgroup_path] = count(); }
profile-97 { @ticks = count(); }' -c "sh $tmp/work $tmp/done"
wait_for 30 sh -c "curl -s '$URL' | grep -q '^dtrace_calls_total.* 3$'" || echo "no calls"
wait_for 30 sh -c "curl -s '$URL' | grep -q '^dtrace_ticks_total'" || echo "no ticks"
# the keys depend on where the test runs: the names and the calls
curl -s "$URL" | sed -n -e 's/^dtrace_calls_total{.*} /dtrace_calls_total /p' \
	-e 's/^\(dtrace_ticks_total\) [0-9]*$/\1 N/p'
touch "$tmp/done"
stop_dtrace
echo "exit status $?"
# a slow guest's timer can fall behind: lost ticks are reported, and are
# not what this test checks
dt_stderr | grep -v 'firings\{0,1\} of profile:::profile-97 lost ' || true
