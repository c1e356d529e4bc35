uname matches
max_pfn 8 1
