-- @@stderr --
dtrace: failed to compile script tests/d/parse/err.near_rest_of_line.d: [D_SYNTAX] line 8: syntax error near "vnode_t, v_no_such_member));"
