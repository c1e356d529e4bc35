/* @@opts: -xerrtags */
/* A translated provider argument's member cannot be written (D_OP_WRITE). */
sched:::off-cpu
{
	args[0]->pr_pri++;
}
