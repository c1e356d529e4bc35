/* @@opts: -xerrtags */
/* A control line that is no directive, without the preprocessor (D_PRAGCTL_INVAL). */
#frob
BEGIN { exit(0); }
