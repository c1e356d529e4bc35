-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.xlate-incompat.d: [D_XLATE_INCOMPAT] line 4: translator member a definition uses incompatible types: "int" = "string"
