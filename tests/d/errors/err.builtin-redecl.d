/* @@opts: -xerrtags */
/* Built-in variables cannot be declared again. */
int pid;
