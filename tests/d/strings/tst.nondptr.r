dtrace!|6|DTRACE|dt|3|trace

