runqueues.cpu is this cpu: 1
max_pfn > 0: 1

