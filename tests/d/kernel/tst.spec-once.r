committed 1

committed 1

