/* @@opts: -xerrtags */
/* A provider declared again with a probe argument of another type (D_PROV_INCOMPAT). */
provider p { probe a(int); };
provider p { probe a(char); };
