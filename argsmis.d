BEGIN{ x = args[0]; }
