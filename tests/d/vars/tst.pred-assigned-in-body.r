first-time clause ran 1 time(s)
cnt=3 total=30 seen=1 last set=1

