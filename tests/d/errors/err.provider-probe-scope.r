-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.provider-probe-scope.d: [D_PROV_BADNAME] line 3: probe name may not contain the scoping operator: ::a`b
