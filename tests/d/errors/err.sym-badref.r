-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.sym-badref.d: [D_SYM_BADREF] line 9: kernel module 'vmlinux' symbol 'vfs_read' may not be referenced as a user symbol
