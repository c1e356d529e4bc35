exit status 0
zonename /dtt.RUN/plain 1
zonename dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd 2
zonename aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa00000000000000000000000000000000 3
zonename cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc1234 4
zonename web.service 5
zonename global 6
cgroup_path /dtt.RUN/plain 1
cgroup_path /dtt.RUN/docker-dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd.scope/init 2
cgroup_path /dtt.RUN/libpod-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa00000000000000000000000000000000.scope 3
cgroup_path /dtt.RUN/kubepods/pod1/cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc1234 4
cgroup_path /dtt.RUN/web.service/sub 5
cgroup_path / 6

cgroup id = inode of docker-dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd.scope/init
cgroup id = inode of kubepods/pod1/cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc1234
cgroup id = inode of libpod-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa00000000000000000000000000000000.scope
cgroup id = inode of plain
cgroup id = inode of web.service/sub
strsize=40: zonename /docker-ddddddddddddddddddddddddddd/init cgroup_path /docker-ddddddddddddddddddddddddddd/init

