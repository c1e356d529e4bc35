start write 1, >= 256k bytes, done yes, file <none>, path ok

