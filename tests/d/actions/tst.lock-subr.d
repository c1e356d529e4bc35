/* The guide's lock subroutines on a mutex and an rwlock_t laid out in
 * scratch memory: Linux's mutex owner word (flag bits masked), every mutex
 * adaptive; the queued rwlock word: readers, a waiting writer, a writer.
 * PREEMPT_RT lays both out otherwise (tst.lock-subr-rt.d).
 * @@needs: test ! -e /sys/kernel/realtime */
#pragma D option quiet
BEGIN
{
	this->m = (struct mutex *)alloca(sizeof(struct mutex));
	printf("unowned: owned %d, owner NULL %d, adaptive %d, spin %d\n",
	    mutex_owned(this->m), mutex_owner(this->m) == NULL,
	    mutex_type_adaptive(this->m), mutex_type_spin(this->m));
	this->m->owner.counter = (long)curthread | 1;
	printf("held: owned %d, owner is curthread %d\n", mutex_owned(this->m),
	    mutex_owner(this->m) == curthread);
	this->rw = (rwlock_t *)alloca(sizeof(rwlock_t));
	printf("free: %d %d %d\n", rw_read_held(this->rw), rw_write_held(this->rw), rw_iswriter(this->rw));
	this->rw->raw_lock.cnts.counter = 2 << 9;
	printf("2 readers: %d %d %d\n", rw_read_held(this->rw), rw_write_held(this->rw), rw_iswriter(this->rw));
	this->rw->raw_lock.cnts.counter = (1 << 9) | 0x100;
	printf("reader, writer waiting: %d %d %d\n", rw_read_held(this->rw), rw_write_held(this->rw), rw_iswriter(this->rw));
	this->rw->raw_lock.cnts.counter = 0xff;
	printf("writer: %d %d %d\n", rw_read_held(this->rw), rw_write_held(this->rw), rw_iswriter(this->rw));
	exit(0);
}
