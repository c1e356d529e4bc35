/* @@opts: -xerrtags */
/* No object of type void. */
void x;
