/* @@opts: -xerrtags */
/* & of a non-lvalue (D_ADDROF_LVAL). */
BEGIN { trace(&1); }
