-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.regs-idx.d: [D_REGS_IDX] line 3: index -1 is out of range for array uregs
