== -l -P dtrace
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
    2     dtrace                                                     END
exit 0
== -l -m :
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
    2     dtrace                                                     END
exit 0
== -l -f dtrace:::
exit 1
dtrace: invalid probe specifier dtrace:::: [D_PDESC_INVAL] invalid probe description "dtrace:::": Overspecified probe description
== -l -f dtrace::BEGIN
   ID   PROVIDER            MODULE                          FUNCTION NAME
exit 0
dtrace: failed to match dtrace::BEGIN:: No probe matches description
== -e -P dtrace:x
exit 1
dtrace: invalid probe specifier dtrace:x: [D_PDESC_INVAL] invalid probe description "dtrace:x": Overspecified probe description
== -e -m dtrace::x
exit 1
dtrace: invalid probe specifier dtrace::x: [D_PDESC_INVAL] invalid probe description "dtrace::x": Overspecified probe description
== -e -f a:b:c:d
exit 1
dtrace: invalid probe specifier a:b:c:d: [D_PDESC_INVAL] invalid probe description "a:b:c:d": Overspecified probe description
== -e -n a:b:c:d:e
exit 1
dtrace: invalid probe specifier a:b:c:d:e: [D_PDESC_INVAL] invalid probe description "a:b:c:d:e": Overspecified probe description
