Parse tree (Pass 3):
  PROGRAM attr=[s/s/c]
    CLAUSE attr=[s/s/c]
      PDESC BEGIN [0]
    CTXATTR [u/u/c]
    PREDICATE /
      INT 0x3 (type=<int> attr=[s/s/c] flags=SIGN,COOK)
    /
    ACTION
      D EXPRESSION attr=[s/s/c]
        OP2 = (type=<void *> attr=[s/s/c] flags=COOK,ALLOCA)
          VARIABLE (alloca-assigned) p (type=<void *> attr=[s/s/c] flags=COOK,LVAL,WRITE,ALLOCA)
          FUNC copyin (type=<void *> attr=[s/s/c] flags=COOK,ALLOCA)
            INT 0x0 (type=<int> attr=[s/s/c] flags=SIGN,COOK)
          ,
            INT 0x4 (type=<int> attr=[s/s/c] flags=SIGN,COOK)
      D EXPRESSION attr=[s/s/c]
        OP2 = (type=<string> attr=[s/s/c] flags=COOK,REF)
          VARIABLE (normally-assigned) s (type=<string> attr=[s/s/c] flags=COOK,REF,LVAL,WRITE)
          FUNC copyinstr (type=<string> attr=[s/s/c] flags=COOK,REF)
            INT 0x0 (type=<int> attr=[s/s/c] flags=SIGN,COOK)
          ,
            INT 0x80 (type=<size_t> attr=[s/s/c] flags=COOK)
      D PRODUCER attr=[s/s/c]
        FUNC trace (type=<void> attr=[s/s/c] flags=COOK)
          STRING "x" (type=<string> attr=[s/s/c] flags=COOK,REF,DPTR)
exit 0
Parse tree (Pass 1):
  PROGRAM attr=[s/s/c]
    CLAUSE attr=[s/s/c]
      PDESC BEGIN [0]
    CTXATTR [s/s/c]
    ACTION
      D EXPRESSION attr=[s/s/c]
        OP2 = (type=<-1> attr=[s/s/c] flags=0)
          VARIABLE a (type=<-1> attr=[s/s/c] flags=0)
          [
            INT 0x1 (type=<-1> attr=[s/s/c] flags=0)
          ]
          OP1 - (type=<-1> attr=[s/s/c] flags=0)
            VARIABLE x (type=<-1> attr=[s/s/c] flags=0)
dtrace: invalid probe specifier BEGIN { a[1] = -x; }: in action list: failed to resolve x: Unknown variable name
exit 1
