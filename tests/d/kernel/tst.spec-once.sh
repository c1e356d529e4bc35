# commit() and discard() act once per speculation (the first wins:
# discard() then commit() discards), and an id freed by the consumer is
# allocated and committed again: with the kernel's atomic exchange and with
# the fallback of kernels without it (5.10, forced by _DTRACE_KFEAT_OFF=xchg),
# whose once-only claim speculation() must clear when it hands the id out.
# The script retries speculation() until the consumer has freed the id:
# the busy-speculation drops that may cause, and ticks a loaded machine
# loses, are not what is tested.
for off in "" xchg; do
	_DTRACE_KFEAT_OFF=$off $DTRACE -s spec-reuse.d 2> >(grep -v 'failed speculation\|firings\{0,1\} of profile:::tick-10ms lost' >&2)
done
wait
