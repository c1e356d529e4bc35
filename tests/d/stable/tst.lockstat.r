adaptive contention seen

status 0
