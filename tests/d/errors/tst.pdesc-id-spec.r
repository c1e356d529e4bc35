== -P 1
dtrace: invalid probe specifier 1: [D_PDESC_INVAL] probe identifier 1 not permitted when specifying providers
exit 1
== -m 1
dtrace: invalid probe specifier 1: [D_PDESC_INVAL] probe identifier 1 not permitted when specifying modules
exit 1
== -f 1
dtrace: invalid probe specifier 1: [D_PDESC_INVAL] probe identifier 1 not permitted when specifying functions
exit 1
== -n 1
exit 0
== -i 1
exit 0
