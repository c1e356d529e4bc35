# Options of DTrace's table that have no meaning on Linux are refused with
# one sentence saying why (never accepted and ignored), from -x and from
# #pragma D option alike; so is the half of a choice that has none
# (late=dynamic, linktype=dof).
for o in ctypes=/tmp/ct ctfpath=/tmp debugassert=mutexes dtypes=/tmp/dt \
	lazyload linkmode=elsewhere modpath=/lib/modules pgmax=8 procfspath=/proc \
	strip sysslice=system.slice unodefs useruid=1000 grabanon jstackstrsize=512 \
	pcapsize=128 aggpercpu late=dynamic linktype=dof linktype=DOF; do
	$DTRACE -x "$o" -qn 'BEGIN { exit(0); }' 2>&1
	echo "exit $?"
done
for o in strip modpath=/lib/modules late=dynamic; do
	printf '#pragma D option %s\nBEGIN { exit(0); }\n' "$o" >/tmp/refused.$$.d
	$DTRACE -qs /tmp/refused.$$.d 2>&1 | sed "s|/tmp/refused.$$.d|X.d|"
	echo "exit ${PIPESTATUS[0]}"
done
rm -f /tmp/refused.$$.d
