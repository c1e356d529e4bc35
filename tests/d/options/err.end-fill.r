-- @@stderr --
dtrace: could not enable tracing: END enablings exceed size of principal buffer
