# --version, -V and --help; the version is the Makefile's, and
# debian/changelog's says the same.
top=../../..
$DTRACE --version
echo "exit $?"
$DTRACE -V
echo "exit $?"
$DTRACE --help | sed -n '1p;/--version/p'
echo "exit ${PIPESTATUS[0]}"
v=$(sed -n 's/^VERSION *= *//p' $top/Makefile)
d=$(sed -n '1s/^dtrace (\([^)-]*\).*/\1/p' $top/debian/changelog)
$DTRACE --version | grep -q " $v\$" && echo "--version is the Makefile's"
[ "$v" = "$d" ] && echo "debian/changelog agrees"
# an unknown long option is still DTrace's usage error
bad=$($DTRACE --nonsense 2>&1)
echo "exit $?"
echo "$bad" | head -1
