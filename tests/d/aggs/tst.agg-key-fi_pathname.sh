# A fileinfo_t member as an aggregation key works with every aggregating
# function, not just count(): the path walk must keep its registers apart
# from the ones sum(), avg(), max() hold.  The target spins with its
# standard input on /dev/null until profile has seen it once.
cmd=$(mktemp)
trap 'rm -f "$cmd"' EXIT
echo 'while :; do :; done' > "$cmd"
exec "$DTRACE" -q -c "sh $cmd" -n '
profile-997
/pid == $target && !done/
{
	@c[fds[0].fi_pathname] = count();
	@s[fds[0].fi_pathname] = sum(1);
	@a[fds[0].fi_pathname] = avg(2);
	@m[fds[0].fi_pathname] = max(3);
	done = 1;
	exit(0);
}

END
{
	printa("count %s %@d\n", @c);
	printa("sum %s %@d\n", @s);
	printa("avg %s %@d\n", @a);
	printa("max %s %@d\n", @m);
}' < /dev/null
