/* @@opts: -xerrtags */
/* Process 0 cannot be traced by the pid provider. */
pid0:::entry
{
}
