-- @@stderr --
dtrace: could not enable tracing: Destructive actions not allowed
dtrace: use -w (or #pragma D option destructive) to permit them
