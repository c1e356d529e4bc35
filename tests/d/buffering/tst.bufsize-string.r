dtrace
