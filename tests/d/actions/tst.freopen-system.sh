# Output Formatting: freopen(), system().  freopen("name") appends later
# output to name (a relative name from dtrace's directory, the name
# printf-formatted), freopen("") goes back to standard output, a file that
# cannot be opened is an error naming the clause and tracing goes on (to
# the output in force).  system("fmt", ...) runs the formatted command once
# what came before it is written, its output between the records around it,
# its exit status ignored.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
echo "already there" > rel.out
$DTRACE -wq -n 'BEGIN {
	printf("stdout 1\n");
	freopen("rel.%s", "out");
	printf("to rel.out\n");
	system("echo system %d %s; exit 3", 42, "in rel.out");
	freopen("");
	printf("stdout 2\n");
	freopen("no/such/dir/x");
	printf("stdout 3\n");
	system("printf \"no newline\"");
	printf("|after\n");
	exit(0);
}' 2>&1
echo "exit $?"
cat rel.out
