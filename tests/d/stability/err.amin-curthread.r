-- @@stderr --
dtrace: failed to compile script tests/d/stability/err.amin-curthread.d: [D_ATTR_MIN] line 11: attributes for scalar curthread (Stable/Private/Common) are less than predefined minimum
