/* @@opts: -xerrtags */
/* A provider declared again with a probe of another argument count (D_PROV_INCOMPAT). */
provider p { probe a(int); };
provider p { probe a(int, int); };
