# Kernel variables the kernel's BTF has no VAR for are typed from their
# declarations (lang/ksymtype.c), and `utsname (DTrace's name) is
# Linux's init_uts_ns.name, as uname(2) reports it.
# @@needs: grep -qw init_uts_ns /proc/kallsyms && grep -qw max_pfn /proc/kallsyms
out=$($DTRACE -qn 'BEGIN {
	printf("%s %s\n", `utsname.sysname, stringof(`init_uts_ns.name.release));
	printf("max_pfn %d %d\n", sizeof(`max_pfn), `max_pfn == *(unsigned long *)&`max_pfn);
	exit(0);
}')
echo "$out" | sed "s/^$(uname -s) $(uname -r)\$/uname matches/"
