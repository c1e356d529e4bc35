BEGIN{ x = sizeof(trace); }
