-w:
dtrace: description 'BEGIN ' matched 1 probe
dtrace: allowing destructive actions
pragma:
dtrace: script matched 1 probe
dtrace: allowing destructive actions
quiet:
not destructive:
dtrace: description 'BEGIN ' matched 1 probe
