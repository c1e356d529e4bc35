BEGIN{ x = (int)"abc"; }
