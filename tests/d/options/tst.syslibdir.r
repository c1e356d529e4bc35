answer 42

dtrace: invalid probe specifier BEGIN { trace(EPERM); exit(0); }: in action list: failed to resolve EPERM: Unknown variable name
EPERM 1

dtrace: invalid probe specifier BEGIN { trace(EPERM); exit(0); }: in action list: failed to resolve EPERM: Unknown variable name
dtrace: invalid probe specifier BEGIN { trace(answer); exit(0); }: in action list: failed to resolve answer: Unknown variable name
nolibs: D itself 2

