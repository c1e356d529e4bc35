   ID   PROVIDER            MODULE                          FUNCTION NAME
    N        sdt              task                                   task_rename

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: pid_t
		args[1]: char [16]
		args[2]: char [16]
		args[3]: short

   ID   PROVIDER            MODULE                          FUNCTION NAME
    N    syscall           vmlinux                              read entry

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: unsigned int
		args[1]: char *
		args[2]: size_t

