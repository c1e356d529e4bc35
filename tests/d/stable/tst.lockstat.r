adaptive contention seen: 1

