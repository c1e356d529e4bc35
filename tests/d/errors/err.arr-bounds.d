/* @@opts: -xerrtags */
/* A constant index outside a C array type's bounds (D_ARR_BOUNDS): comm is char[16]. */
BEGIN { trace(curthread->comm[16]); }
