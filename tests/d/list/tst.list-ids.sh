# Probe ids (dtrace(1): -i names a probe by the id -l shows).  dtrace's
# BEGIN, END and ERROR are ids 1-3 in every listing, whatever the
# descriptions name first; -P and -f list with the whole table's ids (-P
# profile: the provider after dtrace; -f: every provider); -i finds the
# probe of an id of the whole table; and a listing of a description and a
# run of the same description number its probe alike (the run's `id`).
trap 'rm -f all.$$' EXIT
$DTRACE -l >all.$$ 2>/dev/null
idof() { awk -v p="$1" -v f="$2" -v n="$3" '$2 == p && $(NF-1) == f && $NF == n { print $1 }' all.$$; }
# dtrace's BEGIN has no module and function: its line has 3 fields
begin=$(awk '$2 == "dtrace" && $3 == "BEGIN" { print $1 }' all.$$)
read_entry=$(idof syscall read entry)
p97=$(awk '$2 == "profile" && $3 == "profile-97" { print $1 }' all.$$)
check() {	# what: the id a listing printed, the id it must be
	if [ -n "$2" ] && [ "$2" = "$3" ]; then echo "$1: same id"; else echo "$1: $2 != $3"; fi
}
echo "BEGIN in the whole table: $begin"
got=$($DTRACE -l -n syscall::read:entry -n BEGIN 2>/dev/null | awk '$NF == "BEGIN" { print $1 }')
check "-n BEGIN after syscall" "$got" "$begin"
got=$($DTRACE -l -P profile 2>/dev/null | awk '$NF == "profile-97" { print $1 }')
check "-P profile" "$got" "$p97"
got=$($DTRACE -l -f read 2>/dev/null | awk '$NF == "entry" { print $1 }')
check "-f read" "$got" "$read_entry"
got=$($DTRACE -l -i "$read_entry" 2>/dev/null | awk 'NR == 2 { print $2 ":" $3 ":" $4 ":" $5 }')
echo "-i of that id: $got"
listed=$($DTRACE -l -n syscall::exit_group:entry 2>/dev/null | awk 'NR == 2 { print $1 }')
ran=$($DTRACE -qn 'syscall::exit_group:entry /pid == $target/ { printf("%d\n", id); }' -c true 2>/dev/null)
check "a run's id" "$ran" "$listed"
