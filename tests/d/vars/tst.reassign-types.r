[D_OP_INCOMPAT] in action list: operands have incompatible types: "int" = "string"
[D_OP_INCOMPAT] in action list: operands have incompatible types: "string" = "int"
[D_OP_INCOMPAT] in action list: operands have incompatible types: "struct task_struct *" = "int"
[D_OP_INCOMPAT] in action list: operands have incompatible types: "int" = "struct task_struct *"
[D_OP_INCOMPAT] in action list: operands have incompatible types: "int" = "string"
[D_OP_INCOMPAT] in action list: operands have incompatible types: "struct task_struct *" = "struct file *"
[D_OP_INCOMPAT] in action list: operands have incompatible types: "struct task_struct" = "int"
[D_OP_INCOMPAT] in action list: operands have incompatible types: "int" = "struct task_struct"
1 1 0 -24 1

