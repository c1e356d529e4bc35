/*
 * The D library's index (dlib_index.c) and loader (dlib.c): which names
 * each library file declares, so that a file is compiled only when a
 * script first needs one of them.
 */
#ifndef DT_SEMA_DLIB_H
#define DT_SEMA_DLIB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define DLIB_MAXFILES 64	/* a file set is a uint64_t mask of them */

struct dlib_file {
	char *name;		/* "psinfo.d" */
	char *dir;		/* the directory it was found in */
	uint64_t req;		/* files to compile with (and before) it: its
				   depends_on, the files declaring names it
				   uses, the other files declaring its names
				   (a translator to its type) */
};

struct dlib_name {
	char *name;		/* a typedef, tag, enumerator, inline or
				   translator output a file declares */
	uint64_t files;		/* the files declaring it */
};

/* One handle's library: its files, in the order they compile. */
struct dt_dlib {
	struct dlib_file files[DLIB_MAXFILES];
	int nfiles;
	uint64_t eager;		/* files of -L directories: always compiled */
	uint64_t loaded;	/* compiled (or being compiled) */
	int compiling;		/* a file of it is being compiled */
	struct dlib_name *names;	/* sorted by name */
	size_t nnames, capnames;
};

/* Calls fn(arg, name, len) for every identifier of text (comments,
 * string and character literals skipped). */
void dt_dlib_idents(const char *text, void (*fn)(void *arg, const char *name, size_t len),
		    void *arg);

/* Index file i (its text, depends_on pragmas included): add the names it
 * declares to l->names (unsorted, files = 1 << i) and return its
 * identifiers, as a NUL-separated list ending with an empty name. */
char *dt_dlib_index_file(struct dt_dlib *l, int i, const char *text);
/* After every file is indexed: sort the names (merging a name's files)
 * and complete each file's req from its used identifiers (uses[i]) and
 * its dependencies (deps[i], file indexes, already in req). */
void dt_dlib_index_finish(struct dt_dlib *l, char *const uses[]);
/* The files declaring name (0 when none). */
uint64_t dt_dlib_declarers(const struct dt_dlib *l, const char *name, size_t len);
/* files and everything they require, transitively. */
uint64_t dt_dlib_closure(const struct dt_dlib *l, uint64_t files);

/* dlib.c: the files that declare type ("psinfo_t", "struct psinfo"),
 * compiled now if they were not: 1 if some were, 0 if none was needed, -1
 * with the handle's error message set.  sema_type.c names types by
 * string (a builtin's, a probe argument's) that no script text shows. */
struct dtrace_hdl;
int dt_dlib_need(struct dtrace_hdl *h, const char *type);
void dt_dlib_free(struct dt_dlib *l);

#endif
