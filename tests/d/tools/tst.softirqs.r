softirq kinds seen: at least 1
