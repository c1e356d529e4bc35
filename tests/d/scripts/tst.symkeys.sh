# Symbol actions as aggregation keys (the classic profile one-liner): keyed
# on the address, symbolised when printed, samples of one function merged
# into one row (DTrace guide: ufunc, umod, uaddr, func, mod, sym).  The
# counts vary: awk checks each name has one row, the counts add up, and
# the program's samples are in spin() (a stray one in main may add a row).
# @@needs: command -v gcc
set -e
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O0 -o "$tmp/busy" busy.c
$DTRACE -qn '
profile-997 /arg1 && pid == $target && execname == "busy"/ { @[execname, ufunc(arg1)] = count(); @n = count();
	@m[umod(arg1)] = count(); @u[usym(arg1)] = count(); @a[uaddr(arg1)] = count(); }
profile-997 /arg0/ { @k[mod(arg0)] = count(); @f[func(arg0)] = count(); @s[sym(arg0)] = count(); }
tick-2s { exit(0); }
END {
	printa("total %@d\n", @n);
	printf("ufunc\n"); printa(@);
	printf("umod\n"); printa(@m);
	printf("usym\n"); printa(@u);
	printf("uaddr\n"); printa(@a);
	printf("mod\n"); printa(@k);
	printf("func\n"); printa(@f);
	printf("sym\n"); printa(@s);
}' -c "$tmp/busy" >"$tmp/out"
awk '
/^total/ { total = $2; next }
/^[a-z]+$/ { sect = $1; rows[sect] = 0; next }
NF == 0 { next }
sect == "ufunc" { dup += seen[sect, $2]++; spin[sect] += $1 == "busy" && $2 == "busy`spin"; sum[sect] += $3; next }
sect == "umod" || sect == "usym" { dup += seen[sect, $1]++; spin[sect] += $1 == "busy`spin" || $1 == "busy"; sum[sect] += $2; next }
sect == "uaddr" { ok += $1 ~ /^busy`spin\+0x[0-9a-f]+$/; sum[sect] += $2; next }
sect == "mod" { vm = vm || $1 == "vmlinux"; kmods += ($1 ~ /`/); next }
sect == "func" || sect == "sym" { kfunc[sect] += ($1 ~ /^[a-z0-9_]+`[A-Za-z0-9_.]+$/) && !($1 ~ /\+0x/); next }

END {
	print "counts add up", (total > 0 && sum["ufunc"] == total && sum["umod"] == total &&
	    sum["usym"] == total && sum["uaddr"] == total)
	print "one row per name", (dup == 0)
	print "busy`spin rows", spin["ufunc"], spin["usym"], "busy row", spin["umod"]
	print "uaddr has offsets", (ok > 0)
	print "kernel mod", vm, "no backquote", (kmods == 0)
	print "kernel func rows", (kfunc["func"] > 0), "sym rows", (kfunc["sym"] > 0)
}' "$tmp/out"
