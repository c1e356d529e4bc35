/*
 * Probes on every process of a program: the pid and USDT providers'
 * descriptions that name no process.  A uprobe is made on a file, so one
 * opened for no particular process (pid -1) fires in every process that
 * maps the file, those running and those started later.
 *   pid*:bash:readline:entry     every bash (a module named as DTrace names
 *                                modules: by file name, or its alias)
 *   myprov*:myapp::req-start     every process of myapp, present and future
 *   myprov*:::req-start          the USDT probes of every running process
 *                                with a provider myprov (myprov<PID>)
 */
#ifndef DT_ANYPROC_H
#define DT_ANYPROC_H

#include <stdbool.h>

/* A provider field that names no process but a family of them: a glob
 * ("pid*", "python*") with at least its first character literal (so
 * "*" and "" do not scan every process). */
bool dt_anyproc_provider(const char *prov);

/* The files (real paths, each once) a module name names for every
 * process: executables of that name on $PATH and run by a running
 * process, and shared objects where the dynamic linker looks (ldpath.h).
 * An empty, glob, or "a.out" module names none.  Returns the count;
 * *paths is freed with dt_ldpath_free(). */
int dt_anyproc_files(const char *module, char ***paths);

/* Every running process but this one; returns the count, *pids malloc'd. */
int dt_anyproc_pids(int **pids);

#endif
