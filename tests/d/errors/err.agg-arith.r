-- @@stderr --
dtrace: failed to compile script tests/d/errors/err.agg-arith.d: [D_OP_INCOMPAT] line 6: operands have incompatible types: "aggregation" + "int"
