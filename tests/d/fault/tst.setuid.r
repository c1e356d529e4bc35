set-user-ID root, run by nobody: exit 2
-- @@stderr --
dtrace: refusing to run set-user-ID (effective user ID 0, real user ID 65534): run it as the user who may trace
