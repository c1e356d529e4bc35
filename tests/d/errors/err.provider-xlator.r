-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.provider-xlator.d: [D_PROV_PRXLATOR] line 6: translator for myapp:::done output argument #1 from int to char * is not defined
