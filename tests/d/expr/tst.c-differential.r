374 values as C computes them
