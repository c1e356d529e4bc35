SIGTERM: target and cpp gone
SIGKILL: target and cpp gone
