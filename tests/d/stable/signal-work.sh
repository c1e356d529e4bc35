#!/bin/sh
# Workload of tst.signal-discard.sh: SIGUSR2 ignored, then SIGUSR1 handled,
# each sent to itself.
trap "" USR2
kill -USR2 $$
trap ":" USR1
kill -USR1 $$
