/*
 * Libraries a process has not mapped yet but may dlopen() later, found
 * where the dynamic linker would look for them.  A uprobe is made on a
 * file, not on a mapping: one made now on such a library is installed by
 * the kernel when the process maps it, so a pid probe description that
 * names a library by module (pid$target:libplug.so:f:entry) can be
 * enabled before the library is loaded.
 */
#ifndef DT_LDPATH_H
#define DT_LDPATH_H

#include "prov/elfobj.h"

/* The shared objects (by real path, each once) that module pattern names
 * and that are not among the process's mapped objects.  Searched: a full
 * path given as the pattern; LD_LIBRARY_PATH of the process; the main
 * executable's DT_RUNPATH / DT_RPATH ($ORIGIN expanded); /etc/ld.so.conf.d;
 * the system library directories; the directories of the mapped objects
 * and the process's working directory (dlopen of a path).  An empty, "*"
 * or "a.out" pattern names none.  Returns the count; *paths is malloc'd. */
int dt_ldpath_unmapped(int pid, const char *pattern, const struct dt_mapping *objs,
		       int nobjs, const char *main_path, char ***paths);
void dt_ldpath_free(char **paths, int n);

#endif
