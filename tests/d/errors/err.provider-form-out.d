/* @@opts: -xerrtags */
/* An output parameter named as no input parameter is (D_DECL_PROTO_FORM). */
provider p { probe a(int x) : (int y); };
