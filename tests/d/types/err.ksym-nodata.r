-- @@stderr --
dtrace: failed to compile script tests/d/types/err.ksym-nodata.d: line 10: failed to resolve vmlinux`nr_cpu_ids: this kernel lists no data symbols in /proc/kallsyms (it was built without CONFIG_KALLSYMS_ALL)
