dtrace: invalid probe specifier BEGIN { x = zonename; }: line 1: zonename needs the unified cgroup hierarchy (cgroup v2), which this system does not mount
zonename: exit status 1
dtrace: invalid probe specifier BEGIN { x = cgroup_path; }: line 1: cgroup_path needs the unified cgroup hierarchy (cgroup v2), which this system does not mount
cgroup_path: exit status 1
dtrace: invalid probe specifier BEGIN { x = cgroup; }: line 1: cgroup needs the unified cgroup hierarchy (cgroup v2), which this system does not mount
cgroup: exit status 1
nspid: exit status 0
