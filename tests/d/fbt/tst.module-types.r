		args[0]: struct p9_fid *
		args[1]: u64
		args[0]: int
		args[1]: struct p9_stat_dotl *
== kprobe
p9_client_getattr_dotl msize>0=1 cast=1 mask!=0=1

== kmulti
p9_client_getattr_dotl msize>0=1 cast=1 mask!=0=1

== fentry
p9_client_getattr_dotl msize>0=1 cast=1 mask!=0=1

== return
p9_client_getattr_dotl 1

== rawtp
		args[0]: struct p9_client *
		args[1]: int8_t
		args[2]: int
9p_client_req msize>0=1

== scoped
1

