cpu 0 in range
user/kernel fired

