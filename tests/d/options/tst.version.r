dtrace (DTrace for Linux) 2.0.0
D language: Sun D 1.6.4
exit 0
dtrace: Sun D 1.6.4
exit 0
Usage: dtrace [-32|-64] [-aACeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
	--version  print dtrace's version and exit
exit 0
--version is the Makefile's
debian/changelog agrees
exit 2
dtrace: invalid option -- '-'
