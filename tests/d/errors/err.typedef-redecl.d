/* @@opts: -xerrtags */
/* A typedef is defined once. */
typedef int t;
typedef char t;
