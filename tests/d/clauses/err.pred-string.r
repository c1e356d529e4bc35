-- @@stderr --
dtrace: failed to compile script tests/d/clauses/err.pred-string.d: [D_PRED_SCALAR] line 7: predicate result must be of scalar type
