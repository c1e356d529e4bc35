-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.xlate-incomplete.d: [D_XLATE_SOU] line 4: incomplete struct/union/enum struct fwd
