/* @@opts: -xerrtags */
/* A probe name with the scoping operator (D_PROV_BADNAME). */
provider p { probe a`b(int); };
