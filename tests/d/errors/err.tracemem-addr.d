/* @@opts: -xerrtags */
/* tracemem() of a string (D_TRACEMEM_ADDR). */
BEGIN { tracemem("a", 10); }
