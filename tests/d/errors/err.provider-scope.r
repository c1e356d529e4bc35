-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.provider-scope.d: [D_PROV_BADNAME] line 3: provider name may not contain the scoping operator: p`q
