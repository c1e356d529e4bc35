# dtrace(1M) Utility: -i; Program Structure: Probe Descriptions.  A probe
# given by its id (-i ID, or a bare integer in a script) is enabled, not
# only listed: dtrace:::BEGIN is 1, END 2.  Ids are those dtrace -l shows.
trap 'rm -f prog.$$.d' EXIT
echo "== -i with a body"
timeout 20 $DTRACE -q -i '1 { printf("%s:%s\n", probeprov, probename); exit(0); }'
echo "exit $?"
echo "== -i after -n: END by id"
timeout 20 $DTRACE -q -i '2 { printf("%s\n", probename); }' -n 'BEGIN { exit(0); }'
echo "exit $?"
echo "== a script's ids, in a list of descriptions"
printf '1, 2\n{\n\tprintf("%%s\\n", probename);\n}\n1 { exit(0); }\n' >prog.$$.d
timeout 20 $DTRACE -q -s prog.$$.d
echo "exit $?"
echo "== the default action names the probe"
timeout 20 $DTRACE -i 1 -n 'BEGIN { exit(0); }' 2>/dev/null | awk '{ print $NF }'
