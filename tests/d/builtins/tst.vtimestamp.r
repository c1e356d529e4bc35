asleep: vtimestamp still, timestamp moved
burning: vtimestamp moved 200 ms

