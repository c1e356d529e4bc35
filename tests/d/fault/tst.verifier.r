dtrace: could not enable tracing: BPF program for probe dtrace:::BEGIN is too big for the kernel: N instructions, more than it loads in one program
exit 1
dtrace: could not enable tracing: BPF program for probe dtrace:::BEGIN rejected by the kernel verifier: the program is too complex for the kernel verifier (lower -x nspec or strsize, or split the clause)
exit 1
