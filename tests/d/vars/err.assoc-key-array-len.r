-- @@stderr --
dtrace: failed to compile script tests/d/vars/err.assoc-key-array-len.d: [D_PROTO_ARG] line 6: a[ ] key #1 is incompatible with prototype:
	prototype: int [3]
	      key: int [4]
