/*
 * Reading tracefs: the list of tracepoint events and each event's format
 * (its id and the layout of the record a tracepoint program sees as ctx).
 */
#ifndef DT_TRACEFS_H
#define DT_TRACEFS_H

#include <stdbool.h>
#include <stdint.h>

struct dtrace_hdl;

/* The tracefs mount point ("/sys/kernel/tracing" or the debugfs one). */
const char *dt_tracefs_root(void);

/* Call cb(category, event, arg) for every line "category:event" of
 * available_events, in file order.  Returns -1 when it is unreadable. */
int dt_tracefs_events(void (*cb)(const char *cat, const char *ev, void *arg), void *arg);

/* The same for the events of one category, from the events/<cat>/
 * directory (no event_mutex: tracefs.c says why), in its order (on 6.6+
 * eventfs, available_events's).  -1 when it cannot be read. */
int dt_tracefs_category(const char *cat,
			void (*cb)(const char *cat, const char *ev, void *arg), void *arg);

/* dt_tracefs_category for every category of events/ (no event_mutex),
 * walked once per handle (later calls replay the first walk's events);
 * -1 when events/ cannot be read. */
int dt_tracefs_each_category(void (*cb)(const char *cat, const char *ev, void *arg), void *arg);
/* h is closing: the events walked for it go. */
void dt_tracefs_free(struct dtrace_hdl *h);

/* The id of event "cat/ev" (PERF_TYPE_TRACEPOINT's config) from its id
 * file, which the kernel serves without event_mutex (its format file
 * takes it); -1 when it cannot be read. */
int64_t dt_tracefs_event_id(const char *tp);

/* One field of an event record, as events/<cat>/<ev>/format describes it. */
struct dt_tp_field {
	char *type;		/* C type without the field name: "unsigned int",
				   "char *", "char [16]", "char []" */
	char *name;
	int offset, size;
	bool is_signed;
	bool data_loc;		/* __data_loc: a u32 (len << 16 | offset) locating
				   variable-length data inside the record */
	bool is_array;		/* fixed or flexible array ("char comm[16]") */
};

struct dt_tp_format {
	int64_t id;			/* the event id for PERF_TYPE_TRACEPOINT */
	int nfields;
	struct dt_tp_field *fields;	/* the non-common fields, in order */
};

/* Parse events/<cat>/<ev>/format.  Returns -1 (errno set) when it is
 * missing or has no ID line. */
int dt_tracefs_format(const char *cat, const char *ev, struct dt_tp_format *fmt);
/* Parse format text already in memory (unit tests). */
int dt_tracefs_parse_format(const char *text, struct dt_tp_format *fmt);
void dt_tracefs_format_free(struct dt_tp_format *fmt);

#endif
