# -x cpphdrs (-H): the preprocessor (-C) lists the headers it includes on
# stderr (cpp -H's list).
dir=$(mktemp -d)
echo '#define FROM_HEADER 7' >"$dir/answer.h"
for o in "-H" "-x cpphdrs"; do
	echo "-- $o"
	$DTRACE -C $o -x incdir="$dir" -qn '#include "answer.h"
	BEGIN { printf("%d\n", FROM_HEADER); exit(0); }' 2>&1 | grep -v '^Multiple include guards\|^'"$dir"'/answer.h$' | sed "s|$dir|DIR|"
done
rm -rf "$dir"
