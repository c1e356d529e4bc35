| head -1: exit 1, within 1 s of head
dtrace: processing aborted: Broken pipe
left behind: 0
closed stdout: exit 1
dtrace: processing aborted: Bad file descriptor
-o /dev/full: exit 1
dtrace: processing aborted: No space left on device
-o on a tmpfs filling up: exit 1
dtrace: processing aborted: No space left on device
