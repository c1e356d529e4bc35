== no argument: the usage
exit 2
Usage: dtrace [-32|-64] [-aACeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
== options but no program: nothing to trace (a fatal error)
dtrace: no probes specified
exit 1
== -e without a program: nothing to compile
exit 0
== an unknown option, a missing argument
exit 2
dtrace: invalid option -- 'k'
Usage: dtrace [-32|-64] [-aACeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
exit 2
dtrace: option requires an argument -- 'n'
Usage: dtrace [-32|-64] [-aACeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
== -V, -vV, and -V with another mode
dtrace: Sun D 1.6.4
exit 0
dtrace: Sun D 1.6.4
This is DTrace for Linux VERSION
exit 0
dtrace: only one of the [-GhlV] options can be specified at a time
exit 2
dtrace: only one of the [-GhlV] options can be specified at a time
exit 2
== -p: not a number
dtrace: invalid pid: abc
exit 1
dtrace: invalid pid: 
exit 1
== options after the operands are options
a 7

exit 0
== after --, everything is an operand
-x -q

exit 0
== several programs: -n with -n, -s with -n, in command-line order
first
script

exit 0
== -l with each kind of specifier
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
    2     dtrace                                                     END
    3     dtrace                                                     ERROR
exit 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
    2     dtrace                                                     END
    3     dtrace                                                     ERROR
exit 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
    2     dtrace                                                     END
    3     dtrace                                                     ERROR
exit 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    2     dtrace                                                     END
    3     dtrace                                                     ERROR
exit 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    2     dtrace                                                     END
    1     dtrace                                                     BEGIN
exit 0
dtrace: invalid probe specifier 99999999: invalid probe identifier 99999999: no probe has that identifier
exit 1
== -l -v: a probe's stability and argument types
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN

	Probe Description Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common

	Argument Types
		None

exit 0
== -Z: a description that matches nothing is permitted
dtrace: invalid probe specifier nosuch:::: probe description nosuch::: does not match any probes
exit 1
dtrace: description 'nosuch:::' matched 0 probes
dtrace: description 'BEGIN ' matched 1 probe
exit 0
== -e: compiled, nothing enabled (no notice, no output)
exit 0
== -o appends
one

two

== -x: an unknown option, a bad value, a switch given a value
dtrace: failed to set -x nosuch: Invalid option name
exit 1
dtrace: failed to set -x bufsize: Invalid value for specified option
exit 1
dtrace: failed to set -x quiet: Invalid value for specified option
exit 1
dtrace: failed to set -x zdefs: Invalid value for specified option
exit 1
== -s of a file that cannot be opened: a fatal error
dtrace: failed to open /nonexistent/script.d: No such file or directory
exit 1
