-- @@stderr --
dtrace: failed to compile script tests/d/stability/err.amin-type.d: [D_ATTR_MIN] line 7: attributes for type struct task_struct (Private/Private/Unknown) are less than predefined minimum
