# -x name=value is checked as DTrace's option table checks it (Options and
# Tunables chapter; the reasons are libdtrace's): unknown names, switches
# given a value, sizes and rates with bad suffixes or signs, words outside
# an option's set, strsize under 2 bytes, iregs under the 8 registers.
try() {
	printf '%s: ' "$*"
	$DTRACE "$@" -e -n 'BEGIN { exit(0); }' 2>&1 | grep -v 'matched 1 probe' || echo ok
}
try -x nosuch
try -x =1
try -x quiet=maybe
try -x quiet=no
try -x quiet=Yes
try -x quiet=1
try -x zdefs=1
try -x cpp=1
try -x bufsize=4k
try -x bufsize=4K
try -x bufsize=4kb
try -x bufsize=-1
try -x bufsize=0x10m
try -x bufsize=4M
try -x aggsize=1G
try -x dynvarsize=1T
try -x specsize=010k
try -x bufsize=1P
try -x bufsize=1kk
try -x bufsize=k
try -x bufsize=
try -x specsize=32k
try -x specsize=32kb
try -x aggsize=1g
try -x dynvarsize=2t
try -x dynvarsize=12q
try -x strsize=1
try -x strsize=2
try -x strsize=8589934592
try -x switchrate=10hz
try -x switchrate=10HZ
try -x switchrate=500msec
try -x switchrate=1.5s
try -x switchrate=-1s
try -x aggrate=10fortnights
try -x nspec=-1
try -x cpu=one
try -x bufpolicy=fill
try -x bufpolicy=drain
try -x bufresize=manual
try -x bufresize=never
try -x linkmode=static
try -x linktype=ELF
try -x linktype=coff
try -x evaltime=main
try -x evaltime=later
try -x iregs=8
try -x iregs=4
try -x iregs=0
try -x iregs=9
try -x version=1.0
try -x version=1.99
try -x version=one
try -x amin=Unstable/Unstable/Common
try -x amin=Solid/Stable/Common
try -x printsize=0
try -x printsize=big
try -x libdir
try -x define
try -x tree=0
try -b 1m
try -b 1z
try -X a
try -X z
