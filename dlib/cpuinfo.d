/*
 * CPU information: cpuinfo_t (DTrace's layout), its translator from a CPU
 * number, curcpu, and the chip and lgrp variables of DTrace's sched
 * library.  Linux gives a BPF program no cheap view of the CPU topology:
 * every CPU counts as chip 0 in locality group (NUMA node) 0.
 */

typedef int chipid_t;

typedef struct processor_info {
	int	pi_state;
	char	pi_processor_type[16];
	char	pi_fputypes[32];
	int	pi_clock;
} processor_info_t;

typedef struct cpuinfo {
	processorid_t cpu_id;
	psetid_t cpu_pset;
	chipid_t cpu_chip;
	lgrp_id_t cpu_lgrp;
	processor_info_t cpu_info;
} cpuinfo_t;

translator cpuinfo_t < processorid_t C > {
	cpu_id = C;
	cpu_pset = -1;
	cpu_chip = 0;
	cpu_lgrp = 0;
};

inline cpuinfo_t *curcpu = xlate <cpuinfo_t *> (cpu);
inline chipid_t chip = curcpu->cpu_chip;
inline lgrp_id_t lgrp = curcpu->cpu_lgrp;
