/* @@opts: -xerrtags */
/* A provider name with the scoping operator (D_PROV_BADNAME). */
provider p`q { probe a(int); };
