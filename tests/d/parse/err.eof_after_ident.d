/* A declaration cut short at the end of the file. */
int*x
