dtrace: description 'BEGIN, dtrace:::BEGIN, dtrace:::END ' matched 3 probes
dtrace: description 'dtrace:::BEGIN, dtrace:::END ' matched 2 probes
dtrace: description 'dtrace:::B*, dtrace:::*N* ' matched 3 probes
