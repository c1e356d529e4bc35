# dtrace Provider, ERROR: the ERROR probe fires when a clause meets a
# run-time error, before the probe's next clause; exit() there ends the
# session before that clause runs (Actions and Subroutines, exit: no new
# actions).  Messages on stderr, pc masked.
trap 'rm -f err.$$' EXIT
$DTRACE -s error-in-probe.d 2>err.$$
echo "status $?"
sed 's/BPF pc [0-9]*/BPF pc NNN/; s/probe ID [0-9]* /probe ID N /' err.$$ | sort -u
