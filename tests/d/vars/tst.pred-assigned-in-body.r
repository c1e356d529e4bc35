first-time clause ran 1 time(s)
cnt=1 total=10 seen=1 last set=1

