== -h
dtrace: -h requires one or more scripts or enabling options
status 2
== -h -n BEGIN
dtrace: -h requires an output file if no scripts are specified
status 2
== -h -s prov.d -s small.d
dtrace: -h requires an output file if multiple scripts are specified
status 2
== -h -l -s prov.d
dtrace: only one of the [-GhlV] options can be specified at a time
status 2
== -h -o /nonexistent/x.h -s prov.d
dtrace: failed to open header file '/nonexistent/x.h': No such file or directory
status 1
== -G
dtrace: -G requires one or more scripts or enabling options
status 2
== -G -s prov.d missing.o
dtrace: failed to link script prov: failed to open missing.o: No such file or directory
status 1
== -G -s prov.d prov.d
dtrace: failed to link script prov: prov.d is not an ELF file
status 1
== -G -s small.d app.o
dtrace: failed to link script small: app.o: probe myapp:::req-start is not declared by provider myapp
status 1
no small.o
