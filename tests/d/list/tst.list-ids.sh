# A probe's id is the same whichever listing prints it (dtrace(1): -i names
# a probe by the id -l shows): -l with descriptions, -P, -f and -i number
# probes as the whole table (-l alone) does, not in the order the
# descriptions named their providers.
trap 'rm -f all.$$' EXIT
$DTRACE -l >all.$$ 2>/dev/null
idof() { awk -v p="$1" -v f="$2" -v n="$3" '$2 == p && $(NF-1) == f && $NF == n { print $1 }' all.$$; }
# dtrace's BEGIN has no module and function: its line has 3 fields
begin=$(awk '$2 == "dtrace" && $3 == "BEGIN" { print $1 }' all.$$)
read_entry=$(idof syscall read entry)
p97=$(awk '$2 == "profile" && $3 == "profile-97" { print $1 }' all.$$)
check() {	# what: the id a listing printed, the id of the whole table
	if [ -n "$2" ] && [ "$2" = "$3" ]; then echo "$1: same id"; else echo "$1: $2 != $3"; fi
}
got=$($DTRACE -l -n tick-1s -n syscall::read:entry 2>/dev/null | awk '$NF == "entry" { print $1 }')
check "-n after a profile description" "$got" "$read_entry"
got=$($DTRACE -l -n syscall::read:entry -n BEGIN 2>/dev/null | awk '$NF == "BEGIN" { print $1 }')
check "-n BEGIN after syscall" "$got" "$begin"
got=$($DTRACE -l -P profile 2>/dev/null | awk '$NF == "profile-97" { print $1 }')
check "-P profile" "$got" "$p97"
got=$($DTRACE -l -f read 2>/dev/null | awk '$NF == "entry" { print $1 }')
check "-f read" "$got" "$read_entry"
got=$($DTRACE -l -i "$read_entry" 2>/dev/null | awk 'NR == 2 { print $2 ":" $3 ":" $4 ":" $5 }')
echo "-i of that id: $got"
