/* @@opts: -xerrtags */
/* Pointer arithmetic steps by the pointed-to type's size: a struct
 * declared but never defined has none (D_OP_INCOMPLETE for + and -,
 * D_OP_VFPTR for ++ and +=); comparing such pointers is fine.  A struct
 * defined later in the program is complete (types/tst.ptr-arith.d). */
struct opaque;
struct opaque *p;

BEGIN
{
	trace(p == NULL);
	trace(p + 1);
}
