== dtrace (the hierarchy in use)
exit status 0
zonename /plain 1
zonename dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd 2
zonename web.service 3
zonename global 4
cgroup_path /plain 1
cgroup_path /docker-dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd.scope/init 2
cgroup_path /web.service/sub 3
cgroup_path / 4

cgroup id = inode of / (the root)
cgroup id = inode of docker-dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd.scope/init
cgroup id = inode of plain
cgroup id = inode of web.service/sub
== dtrace -x cgroupv1=name=dtt.RUN
exit status 0
zonename /plain 1
zonename dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd 2
zonename web.service 3
zonename global 4
cgroup_path /plain 1
cgroup_path /docker-dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd.scope/init 2
cgroup_path /web.service/sub 3
cgroup_path / 4

cgroup id = inode of / (the root)
cgroup id = inode of docker-dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd.scope/init
cgroup id = inode of plain
cgroup id = inode of web.service/sub
dtrace: invalid probe specifier BEGIN { x = cgroup_path; }: line 1: cgroup_path: -x cgroupv1=nosuch names no cgroup v1 hierarchy of this system
exit status 1
== dtrace -x cgroup=/docker-ID.scope (the cgroup and those below)
cgroup_path /docker-dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd.scope/init 2

exit status 0
