-- @@stderr --
dtrace: failed to compile script tests/d/stability/err.pragma-attr-component.d: [D_PRAGMA_INVAL] line 7: invalid component "dtrace" in attribute #pragma for provider probe
