PROVIDER MODULE
cpc cpu_clock-all-1000000000
cpc perf_count_sw_cpu_clock-all-1000000000
cpc task_clock-all-1000000000
cpc perf_count_sw_task_clock-all-1000000000
cpu_clock-all-1000000000
perf_count_sw_cpu_clock-all-1000000000
task_clock-all-1000000000
perf_count_sw_task_clock-all-1000000000
perf_count name fired

