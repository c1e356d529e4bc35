-- @@stderr --
dtrace: failed to compile script tests/d/actions/err.ddi_pathname.d: line 4: ddi_pathname( ) names a Solaris device-tree node (dev_info_t): Linux has no such tree
