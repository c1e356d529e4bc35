	Argument Types
		None

dtrace: invalid probe specifier fbt:9pnet:p9_client_getattr_dotl:entry { trace(args[0]); }: in action list: index 0 is out of range for fbt:9pnet:p9_client_getattr_dotl:entry args[ ]: this kernel has no BTF for module 9pnet (/sys/kernel/btf/9pnet), so its functions' arguments have no types; arg0 holds the raw value
		args[0]: uint64_t
		args[1]: uint64_t
		args[2]: uint64_t
