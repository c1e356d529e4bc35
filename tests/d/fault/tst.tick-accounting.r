exit 0: every tick-10ms firing seen or reported lost
