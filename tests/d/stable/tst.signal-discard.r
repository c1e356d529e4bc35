discard 12 to signal-work.sh lwp 1
send 10 to signal-work.sh

		args[0]: lwpsinfo_t *
		args[1]: psinfo_t *
		args[2]: int
