-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pdesc-id.d: [D_PDESC_INVAL] line 3: invalid probe identifier 99999999: no probe has that identifier
