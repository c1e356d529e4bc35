/*
 * C++ names as the programmer wrote them (DTrace demangles C++ symbols in
 * stacks and probe names): libstdc++'s __cxa_demangle, looked up with
 * dlopen on the first mangled name met.  Linking libstdc++ (or libiberty's
 * static cplus_demangle) would make every dtrace carry a C++ runtime or a
 * second demangler for the rare session that meets C++; any system running
 * a C++ program has libstdc++.so.6 installed, and the demangler is the one
 * that program's own compiler agrees with.  Without it, names stay mangled.
 */
#include <dlfcn.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "core/dt_impl.h"
#include "prov/usym_impl.h"

typedef char *cxa_demangle_f(const char *, char *, size_t *, int *);

static cxa_demangle_f *demangler(void)
{
	static bool tried;
	static cxa_demangle_f *fn;

	if (!tried) {
		tried = true;
		void *lib = dlopen("libstdc++.so.6", RTLD_NOW | RTLD_LOCAL);
		if (lib)
			*(void **)&fn = dlsym(lib, "__cxa_demangle");
	}
	return fn;
}

char *dt_usym_demangle(const char *name)
{
	/* Itanium ABI names start _Z (and a few tools' ___Z / _GLOBAL__sub_I_) */
	if (!name || strncmp(name, "_Z", 2) != 0 ||
	    dt_opt_isset(dt_hdl_current(), OPT_nodemangle))
		return NULL;
	cxa_demangle_f *fn = demangler();
	int status = -1;
	char *s = fn ? fn(name, NULL, NULL, &status) : NULL;

	if (status != 0) {
		free(s);
		return NULL;
	}
	return s;
}
