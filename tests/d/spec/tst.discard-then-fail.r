first 1
again 1

dtrace: N failed speculation(s) (available buffer(s) still busy)
