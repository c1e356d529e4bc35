-- @@stderr --
dtrace: failed to compile script tests/d/xlate/err.none.d: line 5: cannot translate from "int" to "psinfo_t *"
