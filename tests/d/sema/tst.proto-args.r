-- strtok(1, ",")
strtok( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- strtok("a", 1)
strtok( ) argument #2 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- strtok("a")
strtok( ) prototype mismatch: 1 arg passed, 2 expected
exit 1
-- strtok(NULL, ",")
exit 0
-- strlen(1)
strlen( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- strlen(curthread)
strlen( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: struct task_struct *
exit 1
-- strlen(curthread->comm)
exit 0
-- strjoin("a", 1)
strjoin( ) argument #2 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- strchr("a", "b")
strchr( ) argument #2 is incompatible with prototype:
	prototype: char
	 argument: string
exit 1
-- strrchr(1, 97)
strrchr( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- strstr(1, "a")
strstr( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- substr("a", "b")
substr( ) argument #2 is incompatible with prototype:
	prototype: int
	 argument: string
exit 1
-- substr("a")
substr( ) prototype mismatch: 1 arg passed, at least 2 expected
exit 1
-- substr("a", 1, 2, 3)
substr( ) prototype mismatch: 4 args passed, at most 3 expected
exit 1
-- index("a", 1)
index( ) argument #2 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- rindex("a", "b", "c")
rindex( ) argument #3 is incompatible with prototype:
	prototype: int
	 argument: string
exit 1
-- index("a", "b", 1, 2)
index( ) prototype mismatch: 4 args passed, at most 3 expected
exit 1
-- toupper(1)
toupper( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- tolower(1)
tolower( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- basename(1)
basename( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- dirname(1)
dirname( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- cleanpath(1)
cleanpath( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- lltostr("a")
lltostr( ) argument #1 is incompatible with prototype:
	prototype: int64_t
	 argument: string
exit 1
-- copyin("a", 1)
copyin( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
exit 1
-- copyin(curthread, 8)
copyin( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: struct task_struct *
exit 1
-- copyin((uintptr_t)curthread, "a")
copyin( ) argument #2 is incompatible with prototype:
	prototype: size_t
	 argument: string
exit 1
-- copyinstr(curthread)
copyinstr( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: struct task_struct *
exit 1
-- copyinstr(0, "a")
copyinstr( ) argument #2 is incompatible with prototype:
	prototype: size_t
	 argument: string
exit 1
-- copyinto(0, 1, 2)
copyinto( ) argument #3 is incompatible with prototype:
	prototype: void *
	 argument: int
exit 1
-- alloca("a")
alloca( ) argument #1 is incompatible with prototype:
	prototype: size_t
	 argument: string
exit 1
-- bcopy(1, alloca(1), 1)
bcopy( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: int
exit 1
-- copyout(1, 2, 3)
copyout( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: int
exit 1
-- copyoutstr(1, 2, 3)
copyoutstr( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- htons("a")
htons( ) argument #1 is incompatible with prototype:
	prototype: uint16_t
	 argument: string
exit 1
-- htonl("a")
htonl( ) argument #1 is incompatible with prototype:
	prototype: uint32_t
	 argument: string
exit 1
-- htonll("a")
htonll( ) argument #1 is incompatible with prototype:
	prototype: uint64_t
	 argument: string
exit 1
-- ntohs("a")
ntohs( ) argument #1 is incompatible with prototype:
	prototype: uint16_t
	 argument: string
exit 1
-- ntohl("a")
ntohl( ) argument #1 is incompatible with prototype:
	prototype: uint32_t
	 argument: string
exit 1
-- ntohll("a")
ntohll( ) argument #1 is incompatible with prototype:
	prototype: uint64_t
	 argument: string
exit 1
-- inet_ntoa(1)
inet_ntoa( ) argument #1 is incompatible with prototype:
	prototype: ipaddr_t *
	 argument: int
exit 1
-- inet_ntoa6(1)
inet_ntoa6( ) argument #1 is incompatible with prototype:
	prototype: struct in6_addr *
	 argument: int
exit 1
-- inet_ntop("a", 0)
inet_ntop( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
exit 1
-- inet_ntop(2, 1)
inet_ntop( ) argument #2 is incompatible with prototype:
	prototype: void *
	 argument: int
exit 1
-- link_ntop(1)
link_ntop( ) prototype mismatch: 1 arg passed, 2 expected
exit 1
-- d_path(1)
d_path( ) argument #1 is incompatible with prototype:
	prototype: struct path *
	 argument: int
exit 1
-- mutex_owned(1)
mutex_owned( ) argument #1 is incompatible with prototype:
	prototype: struct mutex *
	 argument: int
exit 1
-- mutex_owner(curthread)
mutex_owner( ) argument #1 is incompatible with prototype:
	prototype: struct mutex *
	 argument: struct task_struct *
exit 1
-- mutex_type_adaptive(1)
mutex_type_adaptive( ) argument #1 is incompatible with prototype:
	prototype: struct mutex *
	 argument: int
exit 1
-- mutex_type_spin(1)
mutex_type_spin( ) argument #1 is incompatible with prototype:
	prototype: struct mutex *
	 argument: int
exit 1
-- rw_read_held(1)
rw_read_held( ) argument #1 is incompatible with prototype:
	prototype: rwlock_t *
	 argument: int
exit 1
-- rw_write_held(1)
rw_write_held( ) argument #1 is incompatible with prototype:
	prototype: rwlock_t *
	 argument: int
exit 1
-- rw_iswriter(1)
rw_iswriter( ) argument #1 is incompatible with prototype:
	prototype: rwlock_t *
	 argument: int
exit 1
-- progenyof("a")
progenyof( ) argument #1 is incompatible with prototype:
	prototype: pid_t
	 argument: string
exit 1
-- getmajor("a")
getmajor( ) argument #1 is incompatible with prototype:
	prototype: dev_t
	 argument: string
exit 1
-- getminor("a")
getminor( ) argument #1 is incompatible with prototype:
	prototype: dev_t
	 argument: string
exit 1
-- rand(1)
rand( ) prototype mismatch: 1 arg passed, 0 expected
exit 1
-- speculation(1)
speculation( ) prototype mismatch: 1 arg passed, 0 expected
exit 1
-- exit("a")
exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
exit 1
-- exit()
exit( ) prototype mismatch: 0 args passed, 1 expected
exit 1
-- raise("a")
raise( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
exit 1
-- chill("a")
chill( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
exit 1
-- commit("a")
commit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
exit 1
-- discard("a")
discard( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
exit 1
-- speculate("a")
speculate( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
exit 1
-- setopt(1)
setopt( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- setopt("quiet", 1)
setopt( ) argument #2 is incompatible with prototype:
	prototype: char *
	 argument: int
exit 1
-- stack("a")
stack( ) argument #1 is incompatible with prototype:
	prototype: uint32_t
	 argument: string
exit 1
-- stack(1, 2)
stack( ) prototype mismatch: 2 args passed, at most 1 expected
exit 1
-- ustack(1, 2, 3)
ustack( ) prototype mismatch: 3 args passed, at most 2 expected
exit 1
-- setopt()
setopt( ) prototype mismatch: 0 args passed, at least 1 expected
exit 1
-- copyinstr(0, 1, 2)
copyinstr( ) prototype mismatch: 3 args passed, at most 2 expected
exit 1
-- ustack(1, "a")
ustack( ) argument #2 is incompatible with prototype:
	prototype: uint32_t
	 argument: string
exit 1
-- jstack("a")
jstack( ) argument #1 is incompatible with prototype:
	prototype: uint32_t
	 argument: string
exit 1
-- sym("a")
sym( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
exit 1
-- func("a")
func( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
exit 1
-- mod("a")
mod( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
exit 1
-- usym("a")
usym( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
exit 1
-- ufunc("a")
ufunc( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
exit 1
-- umod("a")
umod( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
exit 1
-- uaddr("a")
uaddr( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
exit 1
-- tracemem(curthread, "a")
tracemem( ) argument #2 is incompatible with prototype:
	prototype: size_t
	 argument: string
exit 1
-- tracemem(curthread, 8, "a")
tracemem( ) argument #3 is incompatible with prototype:
	prototype: size_t
	 argument: string
exit 1
-- @a = count(); trunc(@a, "x")
trunc( ) argument #2 is incompatible with prototype:
	prototype: uint64_t
	 argument: string
exit 1
-- @a = count(); trunc(@a, 1, 2)
trunc( ) prototype mismatch: 3 args passed, at most 2 expected
exit 1
-- @a = count(); normalize(@a, "x")
normalize( ) argument #2 is incompatible with prototype:
	prototype: uint64_t
	 argument: string
exit 1
-- @a = count(); normalize(@a)
normalize( ) prototype mismatch: 1 arg passed, 2 expected
exit 1
-- @a = count(); clear(@a, 1)
clear( ) prototype mismatch: 2 args passed, 1 expected
exit 1
-- freopen()
freopen( ) prototype mismatch: 0 args passed, at least 1 expected
exit 1
-- system()
system( ) prototype mismatch: 0 args passed, at least 1 expected
exit 1
-- trace()
trace( ) prototype mismatch: 0 args passed, 1 expected
exit 1
-- trace(1, 2)
trace( ) prototype mismatch: 2 args passed, 1 expected
exit 1
-- print()
print( ) prototype mismatch: 0 args passed, 1 expected
exit 1
-- printf()
printf( ) prototype mismatch: 0 args passed, at least 1 expected
exit 1
-- ftruncate(1)
ftruncate( ) prototype mismatch: 1 arg passed, 0 expected
exit 1
-- stop(1)
stop( ) prototype mismatch: 1 arg passed, 0 expected
exit 1
-- panic(1)
panic( ) prototype mismatch: 1 arg passed, 0 expected
exit 1
-- breakpoint(1)
breakpoint( ) prototype mismatch: 1 arg passed, 0 expected
exit 1
-- pcap(1, 2)
pcap( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: int
exit 1
-- exit(ustack())
exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: stack
exit 1
-- exit(jstack())
exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: stack
exit 1
-- exit(stack())
exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: stack
exit 1
-- exit(umod(0))
exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: _usymaddr
exit 1
-- exit(uaddr(0))
exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: _usymaddr
exit 1
-- exit(usym(0))
exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: _usymaddr
exit 1
-- exit(sym(0))
exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: _symaddr
exit 1
-- exit(mod(0))
exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: _symaddr
exit 1
-- exit((userland int *)0)
exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: userland int *
exit 1
-- inet_ntoa((userland ipaddr_t *)arg0)
inet_ntoa( ) argument #1 is incompatible with prototype:
	prototype: ipaddr_t *
	 argument: userland ipaddr_t *
exit 1
-- bcopy((userland void *)arg0, alloca(1), 1)
bcopy( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: userland void *
exit 1
-- strlen((userland char *)arg0)
exit 0
