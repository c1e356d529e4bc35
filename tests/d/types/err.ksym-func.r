-- @@stderr --
dtrace: failed to compile script tests/d/types/err.ksym-func.d: line 5: no symbolic type information is available for vmlinux`vfs_read: it is a function, not an object; &`vfs_read is its address
