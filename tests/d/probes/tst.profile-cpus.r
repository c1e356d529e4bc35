profile-997 on every CPU: 1, tick-1ms on one: 1

