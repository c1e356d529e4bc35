# D Program Structure: Probe Descriptions.  Each field is a pattern when
# it holds *, ?, [ or \ (sh(1)'s: * any string, ? any one character,
# [...] one of a set, with a-z ranges, ! first negating, ] first a member,
# \ the next character as itself); a pattern matches the whole field; an
# empty field matches anything; fields fill from the right (BEGIN,
# ::BEGIN, dtrace:: names a module "dtrace").  An unclosed [ or a
# reversed range matches nothing.  The dtrace and profile providers'
# fixed names stand for any provider's.
for d in 'dtrace:::[BE]*' 'dtrace:::[!B]*' 'dtrace:::?ND' 'dtrace:::*R*' \
	'dtrace:::[A-D]*' 'd?race:::E*' 'dtrace:::\BEGIN' 'dtrace:::BEGI\N' \
	'dtrace:::BEGIN\*' 'profile:::tick-[0-9]' 'profile:::tick-1*0' \
	'profile:::tick-[]1]' 'profile:::tick-1[!0]*' 'profile:::profile-[1-4]99*' \
	'dtrace:::' ':::BEGIN' '::BEGIN' ':BEGIN' 'BEGIN' '*:*:*:BEGIN' 'dtrace::' \
	'dtrace:::[BEGIN' 'dtrace:::[E-A]*' 'dtrace:::begin'; do
	names=$($DTRACE -l -n "$d" 2>/dev/null | awk 'NR > 1 { printf " %s", $NF }')
	echo "$d:${names:- none}"
done
