-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.xlate-none.d: [D_XLATE_NONE] line 8: cannot translate from "string" to "struct s"
