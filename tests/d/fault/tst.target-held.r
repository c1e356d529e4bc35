SIGTERM: target and preprocessor gone
SIGKILL: target and preprocessor gone
