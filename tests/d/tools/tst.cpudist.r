sh on-CPU runs: at least 1
