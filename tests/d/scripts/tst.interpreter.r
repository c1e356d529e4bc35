./args.d 42 two

exit 0
pragma quiet

exit 0
cpp 42

exit 0
target 1

exit 0
