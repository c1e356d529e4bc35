/*
 * profile Provider: profile-n and tick-n probes have no module and no
 * function; arg0 is the kernel PC where the interrupt found the CPU in the
 * kernel (else 0), arg1 the user PC where it found it in user code (else
 * 0): exactly one of them is non-zero at every firing.  A unit suffix
 * names the period (tick-200us is 5000 Hz).
 */
#pragma D option quiet

int bad;

profile-997, tick-1ms, profile:::tick-200us
{
	n[probename]++;
	names[probename] = strjoin(strjoin(probeprov, ":"), strjoin(strjoin(probemod, ":"),
	    strjoin(strjoin(probefunc, ":"), probename)));
	bad += (arg0 != 0) == (arg1 != 0);
}

profile-997, tick-1ms, profile:::tick-200us
/n["profile-997"] > 20 && n["tick-1ms"] > 20 && n["tick-200us"] > 20/
{
	printf("%s %s %s\n", names["profile-997"], names["tick-1ms"], names["tick-200us"]);
	printf("firings with both or neither PC: %d\n", bad);
	exit(0);
}
