exit status 0
namespace pid 2, namespace tid 2, host pid = host tid: yes
the host's /proc agrees
host pid differs from the namespace pid
