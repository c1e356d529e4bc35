PROBE            STACK, COUNT, TOTAL_ns
