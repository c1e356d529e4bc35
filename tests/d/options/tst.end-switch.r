END
dtrace

