-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.attr-min.d: [D_ATTR_MIN] line 12: attributes for clause (Unstable/Unstable/Common) are less than predefined minimum
