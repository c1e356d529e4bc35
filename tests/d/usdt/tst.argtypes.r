main typed
		args[0]: int8_t
		args[1]: uint16_t
		args[2]: int32_t
		args[3]: uint64_t
main indexed
		args[0]: int32_t
		args[1]: uint64_t
status 0
-3 500 -70000 1099511627776
1 2 4 8

status 0
dtrace: invalid probe specifier typeprov$target:::indexed { trace(arg0); }: probe typeprovPID:target:main:indexed: args[1] is at "8@8(%rax,%rbx,8)" (in TMP/target), which dtrace cannot read
status 1
