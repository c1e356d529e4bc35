-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.sym-notypes.d: [D_SYM_NOTYPES] line 3: no symbolic type information is available for vmlinux`vfs_read: it is a function, not an object; &`vfs_read is its address
