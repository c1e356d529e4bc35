dtrace: N dynamic variable drops

dtrace: [DTRACEDROP_DYNAMIC] N dynamic variable drops

dtrace: [DTRACEDROP_PRINCIPAL] 1 drop on CPU N
dtrace: [DTRACEDROP_AGGREGATION] 1 aggregation drop on CPU N
dtrace: [DTRACEDROP_SPECUNAVAIL] 1 failed speculation (no speculative buffer available)
dtrace: [DTRACEDROP_SPECBUSY] 1 failed speculation (available buffer(s) still busy)
dtrace: [DTRACEDROP_SPEC] 1 speculative drop
dtrace: [DTRACEDROP_DBLERROR] 1 error in ERROR probe enabling
