# A kernel module's functions are typed from the module's BTF
# (/sys/kernel/btf/9pnet, split on vmlinux's): args[] at entry, the return
# type at return, casts to the module's types, under each mechanism (fentry
# loaded against the module's BTF object); its tracepoints (rawtp) too.
# The guests' root is 9p: stat(2) of a file not looked up yet asks the
# server for its attributes (p9_client_getattr_dotl), which are then
# cached, so each run stats a file of its own.
# @@needs: test -e /sys/bus/event_source/devices/kprobe && test -e /sys/kernel/btf/9pnet
# @@timeout: 600
$DTRACE -lv -n fbt:9pnet:p9_client_getattr_dotl:entry -n fbt:9pnet:p9_client_getattr_dotl:return |
	grep 'args\['
# names nothing has looked up: packages' documentation directories, which
# no program or test reads (a shared library may be mapped by dtrace itself
# or have been looked up by an earlier test, and then nothing fires)
mapfile -t fresh < <(ls -f /usr/share/doc | grep -v '^\.' | shuf -n 5)
i=0
for m in kprobe kmulti fentry; do
	echo "== $m"
	_DTRACE_FBT=$m $DTRACE -qn '
	fbt:9pnet:p9_client_getattr_dotl:entry /pid == $target/ {
		printf("%s msize>0=%d cast=%d mask!=0=%d\n", probefunc, args[0]->clnt->msize > 0,
		    ((struct p9_fid *)arg0)->fid == args[0]->fid, args[1] != 0);
		exit(0);
	}' -c "/usr/bin/test -e /usr/share/doc/${fresh[i]}"
	i=$((i + 1))
done
echo "== return"
$DTRACE -qn '
fbt:9pnet:p9_client_getattr_dotl:return /pid == $target/ {
	printf("%s %d\n", probefunc, args[1] != NULL && args[1]->st_result_mask != 0);
	exit(0);
}' -c "/usr/bin/test -e /usr/share/doc/${fresh[3]}"
echo "== rawtp"
$DTRACE -lv -n rawtp:9p::9p_client_req | grep 'args\['
$DTRACE -qn '
rawtp:9p::9p_client_req /pid == $target/ {
	printf("%s msize>0=%d\n", probename, args[0]->msize > 0);
	exit(0);
}' -c "/usr/bin/test -e /usr/share/doc/${fresh[4]}"
echo "== scoped"
$DTRACE -qn 'BEGIN {
	printf("%d\n", sizeof(struct overlay`ovl_fs) == sizeof(struct ovl_fs));
	exit(0);
}'
