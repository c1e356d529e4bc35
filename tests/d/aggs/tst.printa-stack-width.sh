# Output Formatting, printa(): %k's width: a left-aligned width (%-3k)
# indents each frame by that many columns, any other width (%50k)
# right-justifies each frame in that many columns, none (%k) prints the
# frames flush left; for stack() and ustack() keys alike.  The frames'
# names depend on the kernel and libc builds, so each line is reduced to
# its shape: right-justified in the width, or its indentation.
$DTRACE -qn 'syscall::clock_nanosleep:entry /pid == $target/ {
	@k[stack(2)] = count(); @u[ustack(1)] = count();
}
END {
	printa("%50k\n", @k); printa("%-3k\n", @k); printa("%k\n", @k);
	printa("%50k\n", @u); printa("%-3k\n", @u); printa("%k\n", @u);
}' -c '/bin/sleep 0.01' >out.$$
echo "status $?"
awk '/`/ { match($0, /^ */)
	    if (length($0) == 50 && RLENGTH > 0) print "frame: right-justified in 50 columns"
	    else printf "frame: indented %d\n", RLENGTH
	    next }
     { print }' out.$$
rm -f out.$$
