[D_OP_INCOMPAT] in action list: operands have incompatible types: "_symaddr" + "int"
[D_OP_ARITH] in action list: operator * requires operands of arithmetic type
[D_OP_INT] in action list: operator % requires operands of integral type
[D_OP_SCALAR] in action list: operator == requires operands of scalar type
[D_OP_ARITH] in action list: operator - requires an operand of arithmetic type
[D_OP_INT] in action list: operator ~ requires an operand of integral type
[D_OP_SCALAR] in action list: operator ! requires an operand of scalar type
[D_CAST_INVAL] in action list: invalid cast expression: "_symaddr" to "uint64_t"
[D_PRINTF_ARG_TYPE] printf( ) argument #2 is incompatible with conversion #1 prototype:
[D_PRINTF_ARG_TYPE] printf( ) argument #2 is incompatible with conversion #1 prototype:
accepted: exit 0
