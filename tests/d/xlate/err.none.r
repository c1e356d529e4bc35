-- @@stderr --
dtrace: failed to compile script tests/d/xlate/err.none.d: line 4: cannot translate from "int" to "struct psinfo"
