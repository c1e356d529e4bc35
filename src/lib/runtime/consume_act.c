/*
 * The user-space half of each action of a record (consume.c decodes the
 * record): output actions go to the session's output (output.h); the
 * side effects run here: exit, raise/stop, system, freopen, ftruncate,
 * setopt, clear/trunc/normalize, and runtime faults with dtrace:::ERROR.
 */
#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "output/output.h"
#include "output/print.h"
#include "runtime/agg.h"
#include "runtime/runtime.h"

/* The fault as libdtrace's error handler says it: dtrace_faultstr()'s
 * words, and the faulting value only where DTrace gives one (an address
 * for a bad address, alignment, stack or size, unless the address is
 * unknown (-1); the index for a bad index); the privilege faults, like the
 * others, say no address. */
static const char *fault_text(const struct dt_faultrec *f, char *buf, size_t len)
{
	static const char *const words[] = {
		[DT_FLT_BADADDR] = "invalid address", [DT_FLT_BADALIGN] = "invalid alignment",
		[DT_FLT_ILLOP] = "illegal operation", [DT_FLT_DIVZERO] = "divide-by-zero",
		[DT_FLT_NOSCRATCH] = "out of scratch space",
		[DT_FLT_KPRIV] = "invalid kernel access", [DT_FLT_UPRIV] = "invalid user access",
		[DT_FLT_TUPOFLOW] = "tuple stack overflow", [DT_FLT_BADSTACK] = "bad stack",
		[DT_FLT_BADSIZE] = "invalid size", [DT_FLT_BADINDEX] = "index out of bounds",
	};
	unsigned long long a = (unsigned long long)f->addr;
	const char *w = f->fault < sizeof(words) / sizeof(words[0]) && words[f->fault]
		? words[f->fault] : "unknown fault";
	switch (f->fault) {
	case DT_FLT_BADADDR:
		if ((long long)a == -1)
			break;
		/* fall through */
	case DT_FLT_BADALIGN:
	case DT_FLT_BADSTACK:
	case DT_FLT_BADSIZE:
		snprintf(buf, len, "%s (0x%llx)", w, a);
		return buf;
	case DT_FLT_BADINDEX:
		snprintf(buf, len, "%s (%lld)", w, (long long)a);
		return buf;
	default:
		break;
	}
	snprintf(buf, len, "%s", w);
	return buf;
}

/* A fault record: DTrace's message on stderr, then dtrace:::ERROR runs. */
int dt_consume_fault(dtrace_hdl_t *h, const struct dt_edesc *ed,
			 const void *data, size_t len)
{
	struct dt_runtime *rt = h->rt;
	struct dt_faultrec f;
	char what[128];

	if (len < sizeof(f))
		return dt_set_errmsg(h, "processing aborted: Invalid fault record");
	memcpy(&f, data, sizeof(f));
	bool ran = (f.fault & DT_FAULT_ERROR_RAN) != 0;
	rt->self.errors++;
	f.fault &= ~(uint64_t)DT_FAULT_ERROR_RAN;
	const struct dt_probe *p = dt_consume_probe(h, ed->probe_id);
	if (p && dt_rt_is_dtrace_probe(p, "ERROR")) {
		/* a fault in an ERROR clause: counted, and said at the next
		 * status check as "N errors in ERROR probe enabling", as
		 * DTrace does (dt_consume_drops) */
		rt->dblerrors++;
		return 0;
	}
	char msg[1024];
	snprintf(msg, sizeof(msg), "error in dt_clause_%d for probe ID %u (%s:%s:%s:%s): "
		 "%s at BPF pc %llu", ed->clause, ed->probe_id,
		 p ? p->prov : "?", p ? p->mod : "", p ? p->func : "", p ? p->name : "",
		 fault_text(&f, what, sizeof(what)), (unsigned long long)f.pc);
	rt->output.ops->report(h, rt->out, DTRACE_DIAG_ERROR, msg);

	/* ERROR runs now, and its output (in its own ring buffer) is read at
	 * once: it comes before whatever followed the fault, as in DTrace.
	 * A fault inside ERROR itself does not fire ERROR again. */
	if (ran || rt->error < 0 || (rt->progs[rt->error].src->probe &&
			      rt->progs[rt->error].src->probe->id == ed->probe_id))
		return 0;
	uint64_t ctx[DT_MAX_ARGS] = { 0, ed->probe_id, (uint64_t)ed->clause, f.pc,
				      f.fault, f.addr };
	if (dt_rt_run_prog(h, rt->error, ctx) < 0)
		return -1;
	int rc;
	do	/* a batch limit only pauses this drain */
		rc = ring_buffer__consume(rt->err_rb);
	while (rc == DT_BATCH_FULL && !rt->failed);
	if (rt->failed || rc < 0)
		return rt->failed ? -1 : dt_set_errmsg(h, "failed to read the ERROR buffer: %s",
							strerror(-rc));
	return 0;
}

/* The aggregation ids an aggregation action applies to. */
static int act_aggids(const struct dt_action *a, const int **ids)
{
	if (a->naggs > 0) {
		*ids = a->aggids;
		return a->naggs;
	}
	*ids = &a->aggid;
	return 1;
}

static int64_t act_arg(const struct dt_action *a, const struct dt_rec *recs,
		       const uint8_t *data)
{
	return a->nrecs > 0 ? dt_rec_int(&recs[a->first_rec], data) : a->arg;
}

/* An action dtrace itself could not carry out (setopt(), freopen()): an
 * error naming the clause and probe, as DTrace's library errors are, and
 * tracing goes on. */
__attribute__((format(printf, 3, 4)))
static void lib_error(dtrace_hdl_t *h, const struct dt_edesc *ed, const char *fmt, ...)
{
	const struct dt_probe *p = dt_consume_probe(h, ed->probe_id);
	char what[768], msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	snprintf(msg, sizeof(msg), "error in dt_clause_%d for probe ID %u (%s:%s:%s:%s): %s\n",
		 ed->clause, ed->probe_id, p ? p->prov : "?", p ? p->mod : "",
		 p ? p->func : "", p ? p->name : "", what);
	h->rt->output.ops->report(h, h->rt->out, DTRACE_DIAG_ERROR, msg);
}

/* setopt() at run time, as DTrace allows it: run-time options other than
 * the dynamic ones (those that affect consumption) cannot change; the
 * value is checked as -x checks it (a compile-time option is accepted,
 * to no effect, as DTrace accepts it). */
static const char *setopt_error(dtrace_hdl_t *h, const char *name, const char *val)
{
	switch (dt_opt_class(name)) {
	case DT_OPT_UNKNOWN:
		return "Invalid option name";
	case DT_OPT_RUNTIME:
		return "Operation illegal when tracing is active";
	default:
		break;
	}
	if (dtrace_setopt(h, name, val) < 0)
		return dt_errmsg(h);
	if (strcmp(name, "quiet") == 0)
		h->rt->output.quiet = dt_opt_isset(h, OPT_quiet);
	return NULL;
}

/* A string record as a C string (at most len - 1 bytes). */
static const char *rec_str(const struct dt_rec *r, const uint8_t *data, char *buf, size_t len)
{
	size_t n = r->size < len - 1 ? r->size : len - 1;
	memcpy(buf, data + r->offset, n);
	buf[n] = '\0';
	return buf;
}

static void do_setopt(dtrace_hdl_t *h, const struct dt_edesc *ed,
		      const struct dt_action *a, const struct dt_rec *recs,
		      const uint8_t *data)
{
	char nbuf[256], vbuf[256];
	const struct dt_rec *r = &recs[a->first_rec];
	int nvals = a->nrecs;
	const char *name = a->fmt, *val = NULL;
	if (!name) {	/* a name computed at run time: the first record */
		name = rec_str(r++, data, nbuf, sizeof(nbuf));
		nvals--;
	}
	if (nvals > 0)
		val = rec_str(r, data, vbuf, sizeof(vbuf));
	const char *why = setopt_error(h, name, val);
	if (why)
		lib_error(h, ed, "couldn't set option \"%s\" to \"%s\": %s", name,
			  val ? val : "1", why);
}

/* The command's output from the pipe fd into out, until it ends, or until
 * the shell has exited and nothing more comes at once (a background job
 * it started may hold the pipe open for as long as it runs). */
static void capture(int fd, pid_t pid, FILE *out)
{
	char buf[4096];
	bool exited = false;

	for (;;) {
		struct pollfd p = { fd, POLLIN, 0 };
		int r = poll(&p, 1, exited ? 0 : 100);
		if (r > 0) {
			ssize_t n = read(fd, buf, sizeof(buf));
			if (n > 0) {
				fwrite(buf, 1, (size_t)n, out);
				continue;
			}
			if (n == 0 || errno != EINTR)
				break;
			continue;
		}
		if (r < 0 && errno != EINTR)
			break;
		if (exited)
			break;
		exited = waitpid(pid, NULL, WNOHANG) == pid;
	}
	if (!exited)
		while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
			;
}

/* system(): the command's output goes where ours goes (-o, freopen).  An
 * output with no file descriptor (JSON mode's capture of an action's text)
 * gets it through a pipe. */
static void run_system(dtrace_hdl_t *h, FILE *out, const char *cmd)
{
	int fd = dt_output_fd(out), pfd[2] = { -1, -1 };

	fflush(out);
	fflush(stdout);
	if (fd < 0 && pipe2(pfd, O_CLOEXEC) < 0) {
		dt_diag(h, DTRACE_DIAG_ERROR, "failed to run \"%s\": %s", cmd, strerror(errno));
		return;
	}
	if (fd < 0)
		fd = pfd[1];
	pid_t pid = fork();
	if (pid == 0) {
		if (fd != STDOUT_FILENO)
			dup2(fd, STDOUT_FILENO);
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	if (pfd[1] >= 0)
		close(pfd[1]);
	if (pid < 0) {
		dt_diag(h, DTRACE_DIAG_ERROR, "failed to run \"%s\": %s", cmd, strerror(errno));
		if (pfd[0] >= 0)
			close(pfd[0]);
		return;
	}
	if (pfd[0] >= 0) {
		capture(pfd[0], pid, out);
		close(pfd[0]);
		return;
	}
	while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
		;
}

/* freopen(path): later output goes to path (appended); "" restores the
 * original output. */
static void do_freopen(dtrace_hdl_t *h, const struct dt_edesc *ed, const char *path)
{
	struct dt_runtime *rt = h->rt;
	if (rt->redirect) {
		fclose(rt->redirect);
		rt->redirect = NULL;
	}
	rt->out = rt->orig_out;
	if (*path == '\0')
		return;
	FILE *f = dtrace_fopen_output(path, true);
	if (!f) {
		lib_error(h, ed, "couldn't freopen() \"%s\": %s", path, strerror(errno));
		return;
	}
	rt->redirect = f;
	rt->out = f;
}

/* system(): the command writes to our output's file, or, for an output
 * that wants its text (JSON lines), into memory handed to the output. */
static int do_system(const struct dt_outrec *rec, const char *cmd)
{
	const struct dt_output_ops *ops = rec->o->ops;
	char *text = NULL;
	size_t n = 0;

	if (!ops->system_output) {
		run_system(rec->h, rec->out, cmd);
		return 0;
	}
	FILE *mem = open_memstream(&text, &n);
	if (!mem)
		return dt_set_errmsg(rec->h, "processing aborted: %s", strerror(errno));
	run_system(rec->h, mem, cmd);
	fclose(mem);
	int rc = ops->system_output(rec, text, n);
	free(text);
	return rc;
}

/* Run one action of a record: an output action through the session's
 * output operations, a side effect here. */
int dt_consume_action(dtrace_hdl_t *h, const struct dt_edesc *ed, uint32_t cpu,
		      const struct dt_action *a, const uint8_t *data, size_t len)
{
	struct dt_runtime *rt = h->rt;
	const struct dt_output_ops *ops = rt->output.ops;
	FILE *out = rt->out;
	const struct dt_rec *recs = ed->recs;
	const struct dt_rec *r = a->nrecs > 0 ? &recs[a->first_rec] : NULL;
	struct dt_outrec rec = { h, &rt->output, out, dt_consume_probe(h, ed->probe_id),
				 ed, a, r, cpu, data, len };
	const int *ids;
	int n;

	switch (a->kind) {
	case DT_ACT_TRACE:
		return ops->trace(&rec);
	case DT_ACT_PRINTF:
		return ops->printf(&rec);
	case DT_ACT_TRACEMEM:
		return ops->tracemem(&rec);
	case DT_ACT_STACK:
		return ops->stack(&rec);
	case DT_ACT_USTACK:
		return ops->ustack(&rec);
	case DT_ACT_SYM:
	case DT_ACT_MOD:
	case DT_ACT_USYM:
	case DT_ACT_UMOD:
		return ops->sym(&rec);
	case DT_ACT_PRINT:
		return ops->print(&rec);
	case DT_ACT_PRINTA:
		if (dt_agg_snapshot(h) < 0)
			return -1;
		return ops->printa(&rec);
	case DT_ACT_SYSTEM: {
		char *cmd = dt_printf_str(h, a->fmt, r, a->nrecs, data, len);
		int rc = cmd ? do_system(&rec, cmd) : 0;
		free(cmd);
		return rc;
	}
	case DT_ACT_FREOPEN: {
		char *path = dt_printf_str(h, a->fmt, r, a->nrecs, data, len);
		if (path)
			do_freopen(h, ed, path);
		free(path);
		break;
	}
	case DT_ACT_EXIT: {
		/* The BPF side records exit() once per session, plus END's and
		 * ERROR's: the first one consumed decides (ERROR's is read
		 * while its fault is processed, before the clauses after the
		 * fault), except that END's overrides, as in dtrace(1). */
		const struct dt_probe *ep = rec.probe;
		if (!rt->exited || (ep && dt_rt_is_dtrace_probe(ep, "END")))
			rt->exit_status = r ? (int)dt_rec_int(r, data) : 0;
		rt->exited = true;
		break;
	}
	case DT_ACT_CLEAR:
		n = act_aggids(a, &ids);
		for (int i = 0; i < n; i++)
			dt_agg_clear(h, ids[i]);
		break;
	case DT_ACT_TRUNC:
		dt_agg_trunc(h, a->aggid, act_arg(a, recs, data));
		break;
	case DT_ACT_NORMALIZE:
		dt_agg_normalize(h, a->aggid, (uint64_t)act_arg(a, recs, data));
		break;
	case DT_ACT_DENORMALIZE:
		dt_agg_denormalize(h, a->aggid);
		break;
	case DT_ACT_RAISE:
	case DT_ACT_STOP:
		/* recorded only by BEGIN, END and ERROR, which run in dtrace
		 * (the BPF program signals a traced process itself): the
		 * signal, then the pid of the process to send it to */
		if (a->nrecs >= 2)
			kill((pid_t)dt_rec_int(&recs[a->first_rec + 1], data),
			     (int)dt_rec_int(r, data));
		break;
	case DT_ACT_FTRUNCATE:
		fflush(out);
		if (ftruncate(dt_output_fd(out), 0) == 0)
			rewind(out);
		break;
	case DT_ACT_SETOPT:
		do_setopt(h, ed, a, recs, data);
		break;
	case DT_ACT_ERROR:
		return dt_consume_fault(h, ed, data, len);
	default:
		/* speculations: consume_spec.c, before the record gets here */
		break;
	}
	return 0;
}
