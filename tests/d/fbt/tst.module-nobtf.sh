# A kernel without module BTF (Debian's 5.10: no CONFIG_DEBUG_INFO_BTF_MODULES):
# a module's functions have no types, args[] is refused with a sentence
# saying what is missing, and a module's tracepoint (rawtp) has its
# arguments counted and typed uint64_t.
# @@needs: test -e /sys/bus/event_source/devices/kprobe && test -d /sys/module/9pnet && ! test -e /sys/kernel/btf/9pnet
# @@timeout: 300
$DTRACE -lv -n fbt:9pnet:p9_client_getattr_dotl:entry | sed -n '/Argument Types/,$p'
$DTRACE -n 'fbt:9pnet:p9_client_getattr_dotl:entry { trace(args[0]); }' 2>&1
$DTRACE -lv -n rawtp:9p::9p_client_req | grep 'args\['
