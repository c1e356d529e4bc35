1 1 forker 1

		args[0]: psinfo_t *
