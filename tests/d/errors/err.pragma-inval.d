/* @@opts: -xerrtags */
/* A #pragma D directive D does not have (D_PRAGMA_INVAL); an unknown #pragma without D is ignored. */
#pragma nosuch anything
#pragma D nosuch
BEGIN { exit(0); }
