-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.provider-arglen.d: [D_PROV_PRARGLEN] line 3: probe ::a input prototype exceeds 255 parameters: 256 params used
