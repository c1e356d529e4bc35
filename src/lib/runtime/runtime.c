/*
 * The session's life: dt_rt_go loads everything, attaches every probe and
 * runs BEGIN (probes record only once it has run: DT_MAP_STATE's activity
 * becomes ACTIVE); dt_rt_work drains the ring buffer at switchrate until
 * exit() or a stop request; dt_rt_stop stops every probe (activity), runs
 * END, drains, prints the aggregations, then detaches.  Every attachment
 * is an fd (perf event or link), so even kill -9 leaves nothing behind.
 */
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "output/print.h"
#include "prov/entry.h"
#include "runtime/agg.h"
#include "runtime/runtime.h"
#include "runtime/entry.h"

#define DT_DEFAULT_SWITCHRATE_NS	1000000000LL
/* The longest a dt_rt_work() call waits: short enough that Ctrl-C and
 * exit() are noticed at once, whatever switchrate says, and that a burst
 * starting while idle cannot fill the default buffer before the first
 * drain (1 MiB holds 25 ms of 1 M printf("%d %s") records a second). */
#define DT_MAX_POLL_MS			20
/* Records come without wakeups, so the consumer sets its own pace: it
 * waits no longer than the buffer takes to fill to this fraction at the
 * rate the last drain saw. */
#define DT_FILL_DIVISOR			4

/* CLOCK_MONOTONIC in nanoseconds: every wait and pace of the run time. */
int64_t dt_rt_now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

bool dt_rt_is_dtrace_probe(const struct dt_probe *p, const char *name)
{
	return p && p->attach == DT_ATTACH_NONE && strcmp(p->prov, "dtrace") == 0 &&
	       strcmp(p->name, name) == 0;
}

int dt_rt_run_prog(dtrace_hdl_t *h, int idx, const uint64_t *ctx)
{
	struct dt_runtime *rt = h->rt;
	if (idx < 0)
		return 0;
	/* Each -n/-s program compiled its own program for the probe: they
	 * all run, in the order of the command line. */
	const struct dt_probe *probe = rt->progs[idx].src->probe;
	for (int i = idx; i < rt->nprogs; i++) {
		struct dt_rt_prog *rp = &rt->progs[i];
		if (rp->src->probe != probe)
			continue;
		uint64_t args[DT_MAX_ARGS];
		memcpy(args, ctx, sizeof(args));
		LIBBPF_OPTS(bpf_test_run_opts, to, .ctx_in = args, .ctx_size_in = sizeof(args));
		if (dt_opt_isset(h, OPT_cpu)) {	/* -x cpu: they run on that CPU */
			to.flags = BPF_F_TEST_RUN_ON_CPU;
			to.cpu = (uint32_t)dt_opt_int(h, OPT_cpu, 0);
		}
		if (bpf_prog_test_run_opts(rp->fd, &to) < 0)
			return dt_set_errmsg(h, "failed to run the program for dtrace:::%s: %s",
					     probe->name, strerror(errno));
	}
	return 0;
}

static int set_activity(dtrace_hdl_t *h, uint32_t from, uint32_t to)
{
	int fd = h->rt->map_fd[DT_MAP_STATE];
	uint32_t key = 0;
	struct dt_state st;
	if (bpf_map_lookup_elem(fd, &key, &st) < 0)
		return dt_set_errmsg(h, "failed to read the session state: %s", strerror(errno));
	if (st.activity != from)
		return 0;
	st.activity = to;
	if (bpf_map_update_elem(fd, &key, &st, BPF_ANY) < 0)
		return dt_set_errmsg(h, "failed to set the session state: %s", strerror(errno));
	return 0;
}

/* Close every attachment.  `gated`: every probe's program already returns
 * at once (activity is not ACTIVE), so the slow part may go on in the
 * background (detach.c). */
static void detach_all(dtrace_hdl_t *h, bool gated)
{
	struct dt_runtime *rt = h->rt;
	int n = 0;
	for (int i = 0; i < rt->nprogs; i++)
		n += rt->progs[i].nattach;
	int *fds = dt_zalloc(sizeof(int) * (size_t)(n ? n : 1));
	n = 0;
	for (int i = 0; i < rt->nprogs; i++) {
		struct dt_rt_prog *rp = &rt->progs[i];
		for (int j = 0; j < rp->nattach; j++)
			fds[n++] = rp->attach_fds[j];
		free(rp->attach_fds);
		rp->attach_fds = NULL;
		rp->nattach = 0;
	}
	dt_detach_fds(fds, n, gated);
	free(fds);
	dt_prov_detached(h);
	rt->attached = false;
}

/* Errors that mean the kernel will not trace this one probe (not that the
 * session cannot go on: out of memory or of file descriptors is fatal). */
static bool refused(int err)
{
	return err == EPERM || err == EACCES || err == EINVAL || err == ENOENT ||
	       err == EOPNOTSUPP || err == EBUSY;
}

static int attach_all(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	int maxfds = rt->ncpus + 8;
	int skipped = 0;
	const char *skipped_prov = NULL;
	char skipped_why[64] = "";

	for (int i = 0; i < rt->nprogs; i++) {
		struct dt_rt_prog *rp = &rt->progs[i];
		const struct dt_probe *p = rp->src->probe;
		/* Ctrl-C while attaching (each tracepoint can wait for the
		 * kernel to finish closing another session's): attach no more;
		 * the session then ends as usual, with END and the output. */
		if (h->stop_requested)
			break;
		if (!p || p->attach == DT_ATTACH_NONE)
			continue;
		/* the ops that built the program attach it (bp->ops) */
		const struct dt_provider_ops *ops = rp->src->ops ? rp->src->ops : p->ops;
		if (p->attach == DT_ATTACH_UNAVAILABLE || !ops ||
		    (rp->src->ngroup > 0 ? !ops->attach_group : !ops->attach))
			return dt_set_errmsg(h, "probe %s:%s:%s:%s cannot be enabled on "
					     "this system", p->prov, p->mod, p->func, p->name);
		int n;
		if (rp->src->ngroup > 0 && ops->attach_group) {
			/* one program for many probes: the ops allocate the fds */
			n = ops->attach_group(h, rp->src, rp->fd, &rp->attach_fds);
		} else {
			rp->attach_fds = dt_zalloc(sizeof(int) * (size_t)maxfds);
			n = ops->attach(h, p, rp->fd, rp->attach_fds, maxfds, ops->data);
		}
		if (n < 0 && !p->named && refused(errno)) {
			/* one probe of a glob the kernel will not attach to
			 * (irq_vectors:::irq_work_exit): skipped, counted */
			if (!skipped++)
				skipped_prov = p->prov;
			else if (strcmp(skipped_prov, p->prov) != 0)
				skipped_prov = NULL;
			snprintf(skipped_why, sizeof(skipped_why), "%s", strerror(errno));
			continue;
		}
		if (n < 0)
			return -1;
		rp->nattach = n;
	}
	if (skipped > 0)
		dt_diag(h, DTRACE_DIAG_WARNING, "%d %s%sprobe%s skipped: the kernel refused to attach "
			"%s (%s)", skipped, skipped_prov ? skipped_prov : "", skipped_prov ? " " : "",
			skipped == 1 ? "" : "s", skipped == 1 ? "it" : "them", skipped_why);
	dt_prov_attached(h);
	rt->attached = true;
	return 0;
}

/* Buffers and Buffering, "fill Policy and END Probes": a fill buffer keeps
 * room for what END may trace (END may fire on a CPU whose buffer filled):
 * each END enabling's record and its alignment, as DTrace's kernel
 * reserves it (consume_budget.c), and a buffer (rounded down to 8 bytes)
 * smaller than that refuses to start. */
static int check_end_fits(dtrace_hdl_t *h)
{
	const char *pol = dt_opt_str(h, OPT_bufpolicy);
	if (!h->cgout || !pol || strcmp(pol, "fill") != 0)
		return 0;
	int64_t size = dt_opt_size(h, OPT_bufsize, 4 << 20) & ~7LL;
	if (size < dt_budget_end_reserve(h, h->cgout))
		return dt_set_errmsg(h, "END enablings exceed size of principal buffer");
	return 0;
}

/* As Oracle's DTrace: a principal buffer that cannot hold the largest
 * record, or an aggregation or dynamic-variable space that cannot hold one
 * entry, is refused before anything is loaded. */
static int check_sizes(dtrace_hdl_t *h)
{
	static const char msg[] = "Enabling exceeds size of buffer";
	const struct dt_cg_out *co = h->cgout;
	if (!co)
		return 0;
	if (co->destructive && !dt_opt_isset(h, OPT_destructive))
		/* DTrace's words, then how to permit them on a line of its own */
		return dt_set_errmsg(h, "Destructive actions not allowed\ndtrace: use -w "
				     "(or #pragma D option destructive) to permit them");
	/* Whatever the policy, Oracle's dtrace_go refuses a bufsize of 0 or
	 * one under a perf_event_header (8), a size (4) and its largest
	 * record: an EPID and a tag (8), then the items as DTrace lays them
	 * out (consume_budget.c; ours are larger: load.c sizes the ring buffer
	 * to hold one of ours).  Its default ERROR clause records five 64-bit
	 * values, so no buffer under 60 bytes holds any program.  Above that,
	 * what does not fit is dropped as the records come (consume_budget.c,
	 * consume_ring.c). */
	if (dt_opt_isset(h, OPT_bufsize)) {
		int64_t want = dt_opt_size(h, OPT_bufsize, DT_OPT_DEFAULT_BUFSIZE);
		uint32_t strsize = (uint32_t)dt_opt_int(h, OPT_strsize, DT_DEFAULT_STRSIZE);
		int64_t maxrec = 8 + 5 * 8;
		for (int i = 0; i < co->nedescs; i++) {
			const struct dt_edesc *ed = co->edescs[i];
			/* fault reports have a ring buffer of their own */
			if (!ed || ed->alias || (ed->nacts == 1 && ed->acts[0].kind == DT_ACT_ERROR))
				continue;
			/* the layout's 4-byte EPID, plus the tag */
			int64_t rec = (int64_t)dt_rec_dtrace_layout(ed, strsize).size + 4;
			if (rec > maxrec)
				maxrec = rec;
		}
		if (want == 0 || want < 8 + 4 + maxrec)
			return dt_set_errmsg(h, msg);
	}
	int64_t agg = dt_opt_size(h, OPT_aggsize, DT_DEFAULT_AGGSIZE);
	if (co->naggs > 0 && agg < (int64_t)co->agg_keysize + co->agg_valsize)
		return dt_set_errmsg(h, msg);
	/* Dynamic variables' keys carry more than DTrace's tuples (ids,
	 * padding, strsize strings): that space is refused only when it
	 * cannot hold one value. */
	int64_t dyn = dt_opt_size(h, OPT_dynvarsize, DT_DEFAULT_DYNVARSIZE);
	if ((co->tls_valsize && dyn < (int64_t)co->tls_valsize) ||
	    (co->assoc_valsize && dyn < (int64_t)co->assoc_valsize))
		return dt_set_errmsg(h, msg);
	return 0;
}

/* -x lockmem: the locked-memory limit (RLIMIT_MEMLOCK) the BPF maps are
 * charged to on kernels before 5.11 (later ones charge the memory
 * cgroup), set before any map is made; "unlimited" lifts it.  The hard
 * limit is raised when the value is above it (which needs privilege),
 * never lowered. */
static int set_lockmem(dtrace_hdl_t *h)
{
	const char *v = dt_opt_str(h, OPT_lockmem);
	struct rlimit lim;
	if (!v || getrlimit(RLIMIT_MEMLOCK, &lim) < 0)
		return 0;
	lim.rlim_cur = strcmp(v, "unlimited") == 0 ? RLIM_INFINITY
						   : (rlim_t)dt_opt_int(h, OPT_lockmem, 0);
	if (lim.rlim_max != RLIM_INFINITY && (lim.rlim_cur == RLIM_INFINITY ||
					      lim.rlim_cur > lim.rlim_max))
		lim.rlim_max = lim.rlim_cur;
	if (setrlimit(RLIMIT_MEMLOCK, &lim) < 0)
		return dt_set_errmsg(h, "failed to set lockmem to %s: %s", v, strerror(errno));
	return 0;
}

int dt_rt_go(dtrace_hdl_t *h, FILE *out)
{
	if (h->rt)
		return dt_set_errmsg(h, "tracing is already active");
	if (check_end_fits(h) < 0 || check_sizes(h) < 0)
		return -1;

	if (set_lockmem(h) < 0)
		return -1;
	struct dt_runtime *rt = dt_zalloc(sizeof(*rt));
	h->rt = rt;
	for (int i = 0; i < DT_MAP__COUNT; i++)
		rt->map_fd[i] = -1;
	rt->err_rb_fd = -1;
	rt->begin = rt->end = rt->error = -1;
	rt->ncpus = libbpf_num_possible_cpus();
	if (rt->ncpus <= 0)
		rt->ncpus = 1;
	dt_output_open(h, &rt->output);
	const char *pol = dt_opt_str(h, OPT_bufpolicy);
	rt->fill_mode = pol && strcmp(pol, "fill") == 0;
	rt->out = out;

	/* Before loading: a port in use fails at once, with nothing loaded. */
	if (dt_metrics_open(h) < 0 || dt_rt_load(h) < 0)
		goto fail;
	for (int i = 0; i < rt->nprogs; i++) {
		const struct dt_probe *p = rt->progs[i].src->probe;
		if (dt_rt_is_dtrace_probe(p, "BEGIN") && rt->begin < 0)
			rt->begin = i;
		else if (dt_rt_is_dtrace_probe(p, "END") && rt->end < 0)
			rt->end = i;
		else if (dt_rt_is_dtrace_probe(p, "ERROR") && rt->error < 0)
			rt->error = i;
	}
	if (dt_consume_open(h) < 0 || attach_all(h) < 0)
		goto fail;
	if (rt->map_fd[DT_MAP_AGG] >= 0)
		dt_print_set_agg_fd(h, rt->map_fd[DT_MAP_AGG], rt->ncpus);

	/* BEGIN runs before any other probe may record: they all wait for
	 * ACTIVE, which is set only once BEGIN has returned.  Its records are
	 * consumed after that, as DTrace's consumer does: a system() in BEGIN
	 * then starts a command the other probes see (its syscalls, its
	 * proc:::exit); the ring buffer keeps BEGIN's output first. */
	static const uint64_t zero[DT_MAX_ARGS];
	if (dt_rt_run_prog(h, rt->begin, zero) < 0 ||
	    set_activity(h, DT_ACTIVITY_INACTIVE, DT_ACTIVITY_ACTIVE) < 0 ||
	    dt_consume(h, out, 0) < 0)
		goto fail;
	dt_rt_fired_start(h);
	return 0;
fail:
	{
		char msg[sizeof(h->errmsg)];
		memcpy(msg, h->errmsg, sizeof(msg));
		dt_rt_free(h);
		memcpy(h->errmsg, msg, sizeof(msg));
	}
	return -1;
}

/* Has writing the trace output failed (EPIPE after `| head`, EBADF on a
 * closed stdout, ENOSPC, EIO)?  DTrace then stops, as it must: nobody
 * reads what it traces.  Sets the handle's message. */
static bool output_failed(dtrace_hdl_t *h, FILE *f)
{
	if (!f)
		return false;
	errno = 0;
	if (fflush(f) != EOF && !ferror(f))
		return false;
	int e = dt_output_error(f);	/* ours keeps the first failure's */
	if (e == 0)
		e = errno;
	if (e == 0) {
		/* the write that failed was an earlier one, inside stdio: ask the
		 * fd (a pipe without reader polls POLLERR; an empty write still
		 * fails with EBADF or ENOSPC) */
		struct pollfd p = { .fd = dt_output_fd(f), .events = POLLOUT };
		if (poll(&p, 1, 0) == 1 && (p.revents & POLLERR))
			e = EPIPE;
		else if (write(dt_output_fd(f), "", 0) < 0)
			e = errno;
		else
			e = EIO;
	}
	dt_set_errmsg(h, "processing aborted: %s", strerror(e));
	return true;
}

/* Whether the session is over.  DTrace's consumer learns of exit() when it
 * checks the status: at its first work call, then every statusrate.  With
 * that option set, the end waits for the next such check, as DTrace's does
 * (an exit() in BEGIN is seen at once); without it, at once. */
static bool finished(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	if (h->stop_requested)
		return true;
	if (!dt_opt_isset(h, OPT_statusrate))
		return rt->exited;
	int64_t rate = dt_rt_statusrate_ns(h), t = dt_rt_now_ns();
	if (rate == 0 || rt->status_ns == 0)
		rt->status_ns = t;
	else if (t - rt->status_ns < rate)
		return false;
	else
		rt->status_ns += (t - rt->status_ns) / rate * rate;
	return rt->exited;
}

/* The next wait: the time the buffer took to fill to a quarter at the
 * rate of the last interval (0: no limit, nothing came). */
static void pace(struct dt_runtime *rt, int64_t t)
{
	int64_t since = t - rt->last_drain_ns;

	rt->last_drain_ns = t;
	rt->wait_ns = 0;
	if (rt->batch_bytes > 0 && since > 0)
		rt->wait_ns = (int64_t)((double)rt->rb_size / DT_FILL_DIVISOR * (double)since /
					(double)rt->batch_bytes);
}

/* Whether a probe has called exit(): the session is draining (cg_act.c
 * sets it), which is what DTrace's status check looks at. */
static bool session_draining(dtrace_hdl_t *h)
{
	uint32_t key = 0;
	struct dt_state st;
	return bpf_map_lookup_elem(h->rt->map_fd[DT_MAP_STATE], &key, &st) == 0 &&
	       st.activity == DT_ACTIVITY_DRAINING;
}

/* -x switchrate as set: the records are read once per switchrate, as the
 * Guide's switch policy reads the buffers (what the probes record in
 * between must fit bufsize, or is dropped).  Whether this call reads
 * (*drain), else how long to wait: until the next read or the next status
 * check (drops, exit()), whichever comes first. */
static int switch_wait(dtrace_hdl_t *h, int64_t t, bool *drain)
{
	struct dt_runtime *rt = h->rt;
	int64_t sw = dt_opt_rate_ns(h, OPT_switchrate, DT_DEFAULT_SWITCHRATE_NS);
	if (rt->next_switch_ns == 0)
		rt->next_switch_ns = t + sw;
	*drain = t >= rt->next_switch_ns;
	if (*drain) {
		rt->next_switch_ns += ((t - rt->next_switch_ns) / sw + 1) * sw;
		return 0;
	}
	int64_t until = rt->next_switch_ns;
	int64_t st = rt->drops_checked_ns ? rt->drops_checked_ns + dt_rt_statusrate_ns(h) : t;
	if (st < until)
		until = st;
	return until > t ? (int)((until - t + 999999) / 1000000) : 0;
}

/* One wait and read: at switchrate when it is set; unset, as often as
 * the buffer needs (pace()), at least every DT_MAX_POLL_MS, which loses
 * fewer records than DTrace's 1 Hz default. */
static int wait_and_read(dtrace_hdl_t *h, FILE *out)
{
	struct dt_runtime *rt = h->rt;
	if (dt_opt_isset(h, OPT_switchrate)) {
		bool drain;
		int w = switch_wait(h, dt_rt_now_ns(), &drain);
		if (!drain) {
			w = dt_spec_poll_ms(h, w);
			if (dt_metrics_sending(h))
				w = 1;
			/* records come without wakeups: a sleep, which a
			 * signal (Ctrl-C) ends */
			if (w > 0 || rt->drops_checked_ns)	/* statusrate=0: no spin */
				poll(NULL, 0, w < 1 ? 1 : w);
			switch_wait(h, dt_rt_now_ns(), &drain);
		}
		return drain ? dt_consume(h, out, 0) : 0;
	}
	int64_t ms = dt_opt_rate_ns(h, OPT_switchrate, DT_DEFAULT_SWITCHRATE_NS) / 1000000;
	if (ms > DT_MAX_POLL_MS)
		ms = DT_MAX_POLL_MS;
	if (rt->wait_ns > 0 && ms > rt->wait_ns / 1000000)
		ms = rt->wait_ns / 1000000;
	ms = dt_spec_poll_ms(h, (int)ms);
	if (dt_metrics_sending(h))
		ms = 1;
	if (ms < 1)
		ms = 1;
	return dt_consume(h, out, (int)ms);
}

enum dtrace_status dt_rt_work(dtrace_hdl_t *h, FILE *out)
{
	struct dt_runtime *rt = h->rt;
	if (!rt)
		return DTRACE_WORKSTATUS_ERROR;
	if (finished(h))
		return DTRACE_WORKSTATUS_DONE;

	int n = wait_and_read(h, out);
	if (n < 0 || output_failed(h, rt->out) || output_failed(h, out)) {
		dt_diag(h, DTRACE_DIAG_ERROR, "%s", h->errmsg);
		rt->failed = true;	/* dt_rt_stop: no END output, detach only */
		return DTRACE_WORKSTATUS_ERROR;
	}
	dt_metrics_serve(h);	/* scrapes: between two drains, never during one */
	int64_t t = dt_rt_now_ns();
	pace(rt, t);
	/* Drops are reported once per statusrate (1 s), as DTrace does,
	 * not per drain; bufpolicy=fill looks every time: a full buffer
	 * ends tracing, as exit() would. */
	if (rt->fill_mode || t - rt->drops_checked_ns >= dt_rt_statusrate_ns(h)) {
		rt->drops_checked_ns = t;
		if ((dt_consume_drops(h) > 0 || rt->budget_filled) && rt->fill_mode)
			rt->exited = true;
		/* exit() may not have been read yet (switchrate) */
		if (!rt->exited && session_draining(h))
			rt->exited = true;
		dt_rt_report_misses(h);
		if (!rt->exited)	/* after exit() timed probes stop counting */
			dt_rt_report_lost_firings(h);
	}
	return finished(h) ? DTRACE_WORKSTATUS_DONE : DTRACE_WORKSTATUS_OKAY;
}

int dt_rt_stop(dtrace_hdl_t *h, FILE *out)
{
	struct dt_runtime *rt = h->rt;
	if (!rt)
		return 0;
	int rc = 0;
	bool aggs;
	static const uint64_t zero[DT_MAX_ARGS];

	/* Every probe's program returns at once from now on (it runs only
	 * while ACTIVE), which is as good as detached for END's purposes;
	 * the detach itself waits for RCU grace periods, seconds for a few
	 * hundred tracepoints, so it comes after the output.  What the
	 * probes recorded up to now comes before END's output. */
	dt_metrics_close(rt);	/* the end-of-run output is the last word */
	if (!rt->exited && !rt->failed)	/* the last interval's lost firings */
		dt_rt_report_lost_firings(h);
	set_activity(h, DT_ACTIVITY_ACTIVE, DT_ACTIVITY_STOPPED);
	if (rt->failed) {
		detach_all(h, false);
		return 1;	/* processing was aborted: dt_rt_work said why */
	}
	if (dt_consume(h, out, 0) < 0)
		rc = -1;
	rt->budget_cooldown = true;	/* END's records may use fill's reserve */
	if (rc < 0 || dt_rt_run_prog(h, rt->end, zero) < 0 ||
	    dt_consume(h, out, 0) < 0 || dt_consume_ring_flush(h) < 0)
		rc = -1;
	dt_consume_drops(h);
	dt_rt_report_misses(h);
	out = rt->out;		/* freopen() may have redirected it */

	/* The aggregations printa() has not printed (text: after a newline,
	 * which ends the trace output even without aggregations), from a
	 * last snapshot. */
	aggs = rt->map_fd[DT_MAP_AGG] >= 0 && h->cgout && h->cgout->naggs > 0;
	if ((aggs && dt_agg_snapshot(h) < 0) || dt_output_at_exit(h, &rt->output, out, aggs) < 0)
		rc = dt_set_errmsg(h, "failed to print aggregations");
	if (rc >= 0 && (output_failed(h, out) || output_failed(h, rt->orig_out)))
		rc = -1;
	detach_all(h, true);
	/* exit(-1) is the process status 255, as a C program's exit(-1):
	 * only the low byte reaches the shell, and -1 means failure here */
	return rc < 0 ? -1 : (int)((unsigned)rt->exit_status & 0xffu);
}

void dt_rt_free(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	if (!rt)
		return;
	detach_all(h, false);
	dt_metrics_close(rt);
	dt_consume_close(rt);
	if (rt->map_fd[DT_MAP_AGG] >= 0)
		dt_print_set_agg_fd(h, -1, rt->ncpus);	/* about to be closed */
	dt_rt_unload(rt);
	free(rt->progs);
	free(rt);
	h->rt = NULL;
}
