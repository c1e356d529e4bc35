#!/bin/sh
# Build a seed corpus for fuzz_parse from the conformance suite's D scripts
# (and our own tests): one file per script, named by its path.
# Usage: fuzz/seed.sh [CORPUS_DIR]   (default: build-fuzz/corpus)
set -e
cd "$(dirname "$0")/.."
out=${1:-build-fuzz/corpus}
mkdir -p "$out"
n=0
for dir in /work/shared/conformance/tests tests/d; do
	[ -d "$dir" ] || continue
	find -L "$dir" -name unittest -prune -o -name '*.d' -type f -print 2>/dev/null |
	while IFS= read -r f; do
		name=$(printf '%s' "$f" | tr '/' '_')
		# keep seeds small: libFuzzer's default -max_len is 4096
		head -c 4096 "$f" > "$out/$name"
	done
done
n=$(ls "$out" | wc -l)
echo "$n seeds in $out"

# A dictionary of D's words and operators for -dict=
cat > "$(dirname "$out")/d.dict" <<'DICT'
"BEGIN"
"END"
"ERROR"
"syscall::read:entry"
"profile-97"
":::tick-1s"
"pid$target:libc.so.6:malloc:entry"
"#pragma D option "
"# 1 \"f\"\x0A"
"self->"
"this->"
"@a["
"] = count();"
"/"
"{"
"}"
"typedef"
"struct"
"union"
"enum"
"inline"
"translator"
"provider"
"probe"
"xlate<"
"sizeof"
"stringof"
"offsetof("
"if"
"else"
"$1"
"$$2"
"$pid"
"`"
"^^"
"<<="
"..."
"->"
"'\\n'"
"\"\\x41\""
"0x7fULL"
"string"
"int"
"unsigned"
"long"
"/*"
"*/"
DICT
echo "dictionary in $(dirname "$out")/d.dict"
