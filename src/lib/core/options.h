/*
 * The options DTrace knows (its compile-time, run-time and dynamic
 * run-time tables, Oracle's dt_options.c), and ours, in one list: each
 * row gives the name, the table it belongs to, how its value is checked
 * and, for a refused option, why.  The list makes both the option ids
 * (OPT_strsize ...) the library reads options by -- a misspelt name fails
 * to compile -- and options.c's table indexed by them.  The user's
 * strings (-x, #pragma D option, setopt()) are looked up by name once.
 */
#ifndef DT_CORE_OPTIONS_H
#define DT_CORE_OPTIONS_H

enum dt_opt_kind {
	K_FLAG,		/* a switch: no value */
	K_ANY,		/* a switch that ignores any value */
	K_STR,		/* a value is required */
	K_PATHADD,	/* a directory added to a list ('\n'-separated), as -L adds */
	K_ENUM,		/* one of the words in .words */
	K_ENUMCASE,	/* the same, case-insensitive */
	K_RUNTIME,	/* yes/no words, or a non-negative number */
	K_CPU,		/* the same, and a number names an online CPU */
	K_SIZE,		/* a size: number with k m g t */
	K_RATE,		/* a rate: number with a time unit or hz */
	K_STRSIZE,	/* a size, at least 2 and at most UINT_MAX */
	K_PRINTSIZE,	/* a size, out-of-range values mean the default */
	K_LOCKMEM,	/* "unlimited" or a size */
	K_IREGS,	/* 1..8, and anything under 8 is too few */
	K_INTPOS,	/* an integer > 0 */
	K_INTNN,	/* an integer >= 0 */
	K_VERSION,	/* a D version we implement */
	K_AMIN,		/* a stability attribute triple */
	K_CPPOPT,	/* adds a preprocessor option (.words is its flag) */
	K_CPPARGS,	/* adds preprocessor arguments */
	K_PREALLOC,	/* a size of memory to preallocate */
	K_REFUSED,	/* known, no meaning here: .words says why */
};

/* The tables: DT_OPT_OURS are options of ours (run-time ones). */
enum { DT_OPT_UNKNOWN, DT_OPT_COMPILE, DT_OPT_RUNTIME, DT_OPT_DYNAMIC, DT_OPT_OURS };

/* Cannot be set from within a D program (#pragma D option). */
#define DT_OPT_CTX 1

/* X(name, table, kind, flags, words) */
#define DT_OPTIONS(X) \
	/* compile-time */ \
	X(aggpercpu, COMPILE, K_REFUSED, 0, \
	  "aggpercpu is not supported: aggregations are kept merged across CPUs") \
	X(amin, COMPILE, K_AMIN, 0, NULL) \
	X(argref, COMPILE, K_FLAG, 0, NULL) \
	X(core, COMPILE, K_FLAG, 0, NULL) \
	X(cpp, COMPILE, K_FLAG, 0, NULL) \
	X(cppargs, COMPILE, K_CPPARGS, DT_OPT_CTX, NULL) \
	X(cpphdrs, COMPILE, K_FLAG, DT_OPT_CTX, NULL) \
	X(cpppath, COMPILE, K_STR, DT_OPT_CTX, NULL) \
	X(ctypes, COMPILE, K_REFUSED, 0, \
	  "ctypes is not supported: there is no CTF container of C types to write, " \
	  "kernel types are read from BTF") \
	X(ctfpath, COMPILE, K_REFUSED, 0, \
	  "ctfpath is not supported: Linux describes kernel types in BTF " \
	  "(/sys/kernel/btf), not in a CTF archive") \
	X(defaultargs, COMPILE, K_FLAG, 0, NULL) \
	X(debug, COMPILE, K_FLAG, 0, NULL) \
	X(debugassert, COMPILE, K_REFUSED, 0, \
	  "debugassert is not supported: dtrace has no internal lock assertions to enable") \
	X(define, COMPILE, K_CPPOPT, DT_OPT_CTX, "-D") \
	X(disasm, COMPILE, K_INTNN, 0, NULL) \
	X(droptags, COMPILE, K_ANY, 0, NULL) \
	X(dtypes, COMPILE, K_REFUSED, 0, \
	  "dtypes is not supported: there is no CTF container of D types to write") \
	X(empty, COMPILE, K_FLAG, 0, NULL) \
	X(errtags, COMPILE, K_FLAG, 0, NULL) \
	X(evaltime, COMPILE, K_ENUM, 0, "exec|preinit|postinit|main") \
	X(incdir, COMPILE, K_CPPOPT, DT_OPT_CTX, "-I") \
	X(iregs, COMPILE, K_IREGS, 0, NULL) \
	X(kdefs, COMPILE, K_FLAG, 0, NULL) \
	X(knodefs, COMPILE, K_FLAG, 0, NULL) \
	X(late, COMPILE, K_ENUM, 0, "dynamic|static") \
	X(lazyload, COMPILE, K_REFUSED, 0, \
	  "lazyload is not supported: dtrace -G objects carry no DOF to load lazily " \
	  "(their probe sites are stapsdt notes)") \
	X(ldpath, COMPILE, K_STR, DT_OPT_CTX, NULL) \
	X(libdir, COMPILE, K_PATHADD, 0, NULL) \
	X(linkmode, COMPILE, K_ENUM, 0, "kernel|dynamic|static") \
	X(linktype, COMPILE, K_ENUMCASE, 0, "elf|dof") \
	X(linknommap, COMPILE, K_ANY, 0, NULL) \
	X(modpath, COMPILE, K_REFUSED, DT_OPT_CTX, \
	  "modpath is not supported: kernel module types are read from " \
	  "/sys/kernel/btf, not from module files") \
	X(nolibs, COMPILE, K_FLAG, 0, NULL) \
	X(pgmax, COMPILE, K_REFUSED, 0, \
	  "pgmax is not supported: dtrace keeps no cache of grabbed processes to bound") \
	X(preallocate, COMPILE, K_PREALLOC, 0, NULL) \
	X(procfspath, COMPILE, K_REFUSED, DT_OPT_CTX, \
	  "procfspath is not supported: the process file system is read at /proc") \
	X(pspec, COMPILE, K_FLAG, 0, NULL) \
	X(stdc, COMPILE, K_ENUM, DT_OPT_CTX, "a|c|t|s") \
	X(strip, COMPILE, K_REFUSED, 0, \
	  "strip is not supported: dtrace -G objects carry no DOF to strip") \
	X(syslibdir, COMPILE, K_STR, 0, NULL) \
	X(sysslice, COMPILE, K_REFUSED, 0, \
	  "sysslice is not supported: no process is set apart as a system process " \
	  "by its systemd slice") \
	X(tree, COMPILE, K_INTPOS, 0, NULL) \
	X(tregs, COMPILE, K_INTPOS, 0, NULL) \
	X(udefs, COMPILE, K_FLAG, 0, NULL) \
	X(undef, COMPILE, K_CPPOPT, DT_OPT_CTX, "-U") \
	X(unodefs, COMPILE, K_REFUSED, 0, \
	  "unodefs is not supported: a user symbol is resolved when the program " \
	  "is compiled, and one that is missing is an error") \
	X(useruid, COMPILE, K_REFUSED, 0, \
	  "useruid is not supported: no process is set apart as a system process " \
	  "by its user ID") \
	X(verbose, COMPILE, K_FLAG, 0, NULL) \
	X(version, COMPILE, K_VERSION, 0, NULL) \
	X(zdefs, COMPILE, K_FLAG, 0, NULL) \
	/* run-time */ \
	X(aggsize, RUNTIME, K_SIZE, 0, NULL) \
	X(bpflog, RUNTIME, K_RUNTIME, 0, NULL) \
	X(bpflogsize, RUNTIME, K_SIZE, 0, NULL) \
	X(bufsize, RUNTIME, K_SIZE, 0, NULL) \
	X(bufpolicy, RUNTIME, K_ENUM, 0, "ring|fill|switch") \
	X(bufresize, RUNTIME, K_ENUM, 0, "auto|manual") \
	X(cleanrate, RUNTIME, K_RATE, 0, NULL) \
	X(cpu, RUNTIME, K_CPU, 0, NULL) \
	X(destructive, RUNTIME, K_RUNTIME, 0, NULL) \
	X(dynvarsize, RUNTIME, K_SIZE, 0, NULL) \
	X(grabanon, RUNTIME, K_REFUSED, 0, \
	  "grabanon is not supported: Linux has no anonymous (boot-time) tracing " \
	  "state to claim") \
	X(jstackframes, RUNTIME, K_RUNTIME, 0, NULL) \
	X(jstackstrsize, RUNTIME, K_REFUSED, 0, \
	  "jstackstrsize is not supported: jstack() records no string space, its " \
	  "frames are named by dtrace when printed") \
	X(lockmem, RUNTIME, K_LOCKMEM, 0, NULL) \
	X(maxframes, RUNTIME, K_RUNTIME, 0, NULL) \
	X(nspec, RUNTIME, K_RUNTIME, 0, NULL) \
	X(pcapsize, RUNTIME, K_REFUSED, 0, \
	  "pcapsize is not supported: pcap() is not, so no packet is captured") \
	X(scratchsize, RUNTIME, K_SIZE, 0, NULL) \
	X(specsize, RUNTIME, K_SIZE, 0, NULL) \
	X(stackframes, RUNTIME, K_RUNTIME, 0, NULL) \
	X(statusrate, RUNTIME, K_RATE, 0, NULL) \
	X(strsize, RUNTIME, K_STRSIZE, 0, NULL) \
	X(ustackframes, RUNTIME, K_RUNTIME, 0, NULL) \
	X(noresolve, RUNTIME, K_RUNTIME, 0, NULL) \
	/* dynamic run-time */ \
	X(aggrate, DYNAMIC, K_RATE, 0, NULL) \
	X(aggsortkey, DYNAMIC, K_RUNTIME, 0, NULL) \
	X(aggsortkeypos, DYNAMIC, K_RUNTIME, 0, NULL) \
	X(aggsortpos, DYNAMIC, K_RUNTIME, 0, NULL) \
	X(aggsortrev, DYNAMIC, K_RUNTIME, 0, NULL) \
	X(flowindent, DYNAMIC, K_RUNTIME, 0, NULL) \
	X(quiet, DYNAMIC, K_RUNTIME, 0, NULL) \
	X(quietresize, DYNAMIC, K_RUNTIME, 0, NULL) \
	X(rawbytes, DYNAMIC, K_RUNTIME, 0, NULL) \
	X(stackindent, DYNAMIC, K_RUNTIME, 0, NULL) \
	X(switchrate, DYNAMIC, K_RATE, 0, NULL) \
	X(printsize, DYNAMIC, K_PRINTSIZE, 0, NULL) \
	/* ours: user symbols as stored (C++ names mangled), no debuginfod \
	 * download, bytes of user stack copied for unwinding by CFI */ \
	X(nodemangle, OURS, K_RUNTIME, 0, NULL) \
	X(nodebuginfod, OURS, K_RUNTIME, 0, NULL) \
	X(ustackcopy, OURS, K_SIZE, 0, NULL) \
	/* ours: JSON-lines output, SVG flame graph at exit, aggregations \
	 * served over HTTP (Prometheus) */ \
	X(json, OURS, K_ANY, 0, NULL) \
	X(flamegraph, OURS, K_STR, 0, NULL) \
	X(metrics, OURS, K_STR, 0, NULL) \
	X(metricslabels, OURS, K_STR, 0, NULL) \
	X(metricsbuckets, OURS, K_STR, 0, NULL) \
	X(metricscontainer, OURS, K_FLAG, 0, NULL) \
	/* ours: the session sees only the tasks of one cgroup (v2) */ \
	X(cgroup, OURS, K_STR, 0, NULL) \
	/* ours: the v1 hierarchy the cgroup variables read (core/cgroup_v1.c) */ \
	X(cgroupv1, OURS, K_STR, 0, NULL)

#define DT_OPT_ID(name, table, kind, flags, words) OPT_##name,
enum dt_optid { DT_OPTIONS(DT_OPT_ID) OPT_COUNT };
#undef DT_OPT_ID

#endif
