282 values as C computes them
