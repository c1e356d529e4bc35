/* @@opts: -xerrtags */
/* tracemem() of size 0 (D_TRACEMEM_SIZE). */
BEGIN { tracemem(curthread, 0); }
