-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.pred-scalar.d: [D_PRED_SCALAR] line 4: predicate result must be of scalar type
