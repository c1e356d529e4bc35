/* A library translator one of whose members reads a kernel member this
 * (every) kernel lacks, as dlib/psinfo.d's would on a kernel without it. */
typedef struct xlacks { int ok; int lacking; } xlacks_t;
translator xlacks_t < struct task_struct *T > {
	ok = T->pid > 0;
	lacking = T->no_such_member_in_any_kernel;
};
inline xlacks_t *curxl = xlate <xlacks_t *> (curthread);
