/* The guide's lock subroutines on PREEMPT_RT's layouts, in scratch
 * memory: a struct mutex is an rt_mutex (rtmutex.owner, bit 0 the
 * has-waiters flag), an rwlock_t an rwbase_rt whose readers word is
 * READER_BIAS (1 << 31) plus the readers while no writer wants the lock,
 * the readers alone once one does, WRITER_BIAS (1 << 30) while it holds it.
 * The same answers as tst.lock-subr.d on the non-RT layouts.
 * @@needs: test -e /sys/kernel/realtime */
#pragma D option quiet
BEGIN
{
	this->m = (struct mutex *)alloca(sizeof(struct mutex));
	printf("unowned: owned %d, owner NULL %d, adaptive %d, spin %d\n",
	    mutex_owned(this->m), mutex_owner(this->m) == NULL,
	    mutex_type_adaptive(this->m), mutex_type_spin(this->m));
	this->m->rtmutex.owner = (struct task_struct *)((long)curthread | 1);
	printf("held: owned %d, owner is curthread %d\n", mutex_owned(this->m),
	    mutex_owner(this->m) == curthread);
	this->rw = (rwlock_t *)alloca(sizeof(rwlock_t));
	this->rw->rwbase.readers.counter = 1 << 31;
	printf("free: %d %d %d\n", rw_read_held(this->rw), rw_write_held(this->rw), rw_iswriter(this->rw));
	this->rw->rwbase.readers.counter = (1 << 31) + 2;
	printf("2 readers: %d %d %d\n", rw_read_held(this->rw), rw_write_held(this->rw), rw_iswriter(this->rw));
	this->rw->rwbase.readers.counter = 1;
	printf("reader, writer waiting: %d %d %d\n", rw_read_held(this->rw), rw_write_held(this->rw), rw_iswriter(this->rw));
	this->rw->rwbase.readers.counter = 1 << 30;
	printf("writer: %d %d %d\n", rw_read_held(this->rw), rw_write_held(this->rw), rw_iswriter(this->rw));
	exit(0);
}
