struct s { int a; }; BEGIN{ x = (struct s)1; }
