dtrace: 2 drops on CPU N
exit 0
dtrace: 1 aggregation drop on CPU N
exit 0
dtrace: 1 dynamic variable drop
exit 0
dtrace: 1 failed speculation (no speculative buffer available)
exit 0
dtrace: 1 speculative drop
exit 0
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid address (0x8) at BPF pc N
dtrace: 1 error in ERROR probe enabling
exit 0
