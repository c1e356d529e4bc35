dtrace: failed to set -x ctypes: ctypes is not supported: there is no CTF container of C types to write, kernel types are read from BTF
exit 1
dtrace: failed to set -x ctfpath: ctfpath is not supported: Linux describes kernel types in BTF (/sys/kernel/btf), not in a CTF archive
exit 1
dtrace: failed to set -x debugassert: debugassert is not supported: dtrace has no internal lock assertions to enable
exit 1
dtrace: failed to set -x dtypes: dtypes is not supported: there is no CTF container of D types to write
exit 1
dtrace: failed to set -x lazyload: lazyload is not supported: dtrace -G objects carry no DOF to load lazily (their probe sites are stapsdt notes)
exit 1
dtrace: failed to set -x linkmode: Invalid value for specified option
exit 1
dtrace: failed to set -x modpath: modpath is not supported: kernel module types are read from /sys/kernel/btf, not from module files
exit 1
dtrace: failed to set -x pgmax: pgmax is not supported: dtrace keeps no cache of grabbed processes to bound
exit 1
dtrace: failed to set -x procfspath: procfspath is not supported: the process file system is read at /proc
exit 1
dtrace: failed to set -x strip: strip is not supported: dtrace -G objects carry no DOF to strip
exit 1
dtrace: failed to set -x sysslice: sysslice is not supported: no process is set apart as a system process by its systemd slice
exit 1
dtrace: failed to set -x unodefs: unodefs is not supported: a user symbol is resolved when the program is compiled, and one that is missing is an error
exit 1
dtrace: failed to set -x useruid: useruid is not supported: no process is set apart as a system process by its user ID
exit 1
dtrace: failed to set -x grabanon: grabanon is not supported: Linux has no anonymous (boot-time) tracing state to claim
exit 1
dtrace: failed to set -x jstackstrsize: jstackstrsize is not supported: jstack() records no string space, its frames are named by dtrace when printed
exit 1
dtrace: failed to set -x pcapsize: pcapsize is not supported: pcap() is not, so no packet is captured
exit 1
dtrace: failed to set -x aggpercpu: aggpercpu is not supported: aggregations are kept merged across CPUs
exit 1
dtrace: failed to set -x late: late=dynamic is not supported: translators are bound when the program is compiled
exit 1
dtrace: failed to set -x linktype: linktype=dof is not supported: dtrace -G writes an ELF object (stapsdt notes), never DOF
exit 1
dtrace: failed to set -x linktype: linktype=dof is not supported: dtrace -G writes an ELF object (stapsdt notes), never DOF
exit 1
dtrace: failed to compile script X.d: line 1: failed to set option 'strip': strip is not supported: dtrace -G objects carry no DOF to strip
exit 1
dtrace: failed to compile script X.d: line 1: failed to set option 'modpath' to '/lib/modules': modpath is not supported: kernel module types are read from /sys/kernel/btf, not from module files
exit 1
dtrace: failed to compile script X.d: line 1: failed to set option 'late' to 'dynamic': late=dynamic is not supported: translators are bound when the program is compiled
exit 1
