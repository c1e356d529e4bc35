SIGTERM: target and preprocessor gone
SIGKILL: target and preprocessor gone
-- @@stderr --
dtrace: interrupted while compiling: no probe was enabled
