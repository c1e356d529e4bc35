/* @@opts: -xerrtags */
/* #pragma D attributes with an attribute string that is none (D_PRAGMA_INVAL). */
#pragma D attributes Bogus/Bogus/Bogus x
BEGIN { exit(0); }
