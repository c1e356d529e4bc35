pi 19 -> 50 (by the waiter)
pi 50 -> 19 (by itself)

