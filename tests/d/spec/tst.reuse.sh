# reuse.d: a speculation id is handed out again once the consumer has
# processed its commit or discard.  speculation() calls made while it is
# still busy fail and are reported ("... still busy"): how many depends on
# timing, so those lines are dropped; any other message stays.
$DTRACE -s reuse.d 2>&1 | grep -v '^dtrace: [0-9]* failed speculations* (available buffer(s) still busy)$'
