sh samples: at least 5
