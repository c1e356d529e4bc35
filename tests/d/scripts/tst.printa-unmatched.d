/*
 * Under -Z a clause whose probes do not exist is dropped; printa() of an
 * aggregation only that clause fed prints nothing (as dtrace(1) does for
 * the book's scripts when their USDT providers are absent), and a joined
 * printa() prints the aggregations that exist.
 * @@opts: -qZ
 */
nosuch*:::x { @c[pid] = count(); }
BEGIN { @d[1] = count(); exit(0); }
END { printa(@c); printf("--\n"); printa(@c, @d); printa("%d %@d\n", @c, @d); }
