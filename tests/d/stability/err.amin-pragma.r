-- @@stderr --
dtrace: failed to compile script tests/d/stability/err.amin-pragma.d: [D_ATTR_MIN] line 11: attributes for scalar bar (Private/Unstable/ISA) are less than predefined minimum
