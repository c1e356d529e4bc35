idle threads mixed up: 0

