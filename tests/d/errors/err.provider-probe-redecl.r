-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.provider-probe-redecl.d: [D_PROV_PRDUP] line 6: probe redeclared: myapp:::req-start
