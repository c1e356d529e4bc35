/* @@opts: -xerrtags */
/* offsetof needs a struct or union type (D_OFFSETOF_TYPE). */
BEGIN { trace(offsetof(int, a)); }
