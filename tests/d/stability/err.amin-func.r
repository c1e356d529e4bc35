-- @@stderr --
dtrace: failed to compile script tests/d/stability/err.amin-func.d: [D_ATTR_MIN] line 7: attributes for function htonl( ) (Evolving/Evolving/Common) are less than predefined minimum
