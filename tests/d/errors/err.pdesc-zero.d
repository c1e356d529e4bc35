/* @@opts: -xerrtags */
/* A probe description that matches no probe (D_PDESC_ZERO). */
nosuchprovider:::nosuchprobe { }
