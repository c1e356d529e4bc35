/* @@opts: -xerrtags */
/* A provider declared again with a probe it did not have (D_PROV_INCOMPAT). */
provider p { probe a(int); };
provider p { probe b(int); };
