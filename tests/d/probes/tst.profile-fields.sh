# profile Provider: a profile-n or tick-n probe a description names is
# made when its module and function fields are empty and its provider
# field matches "profile" (empty, or a pattern): profile:foo::tick-3s
# and profile::bar:profile-123 name none; :::tick-7s and prof*:::tick-9s
# one each; a pattern in the name makes none (tick-[0-9]s).
for d in 'profile:foo::tick-3s' 'profile::bar:profile-123' ':::tick-7s' 'tick-8s' \
	'prof*:::tick-9s' 'profile:::tick-[0-9]s'; do
	names=$($DTRACE -l -n "$d" 2>/dev/null | awk 'NR > 1 { printf " %s", NF == 3 ? $2 ":::" $3 : $0 }')
	echo "$d:${names:- none}"
done
