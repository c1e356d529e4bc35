# The source tree's layering at the level of calls (docs/design.md): an
# object of src/lib/<folder> may use (call, or read) only symbols defined in
# its own folder or in the folders below it, and the consumer (runtime/,
# output/) none of the compiler's (front/, sema/, cg/).  tst.layers.sh checks includes;
# a declaration put on a lower floor (core/program.h, include/dtrace.h)
# passes that check while the call still runs up, so this one reads what the
# built objects define and use (nm over <build>/obj, the build being the
# one whose dtrace the suite runs: build/ or build-asan/ alike).  Prints each
# upward edge as "caller-object -> callee-folder: symbol".
# `bash tst.calls.sh --edges` prints the number of (object, symbol) uses per
# (caller folder, callee folder) instead, for reading the tree's shape.
order="arch core bpf lang front prov sema output cg runtime sdt api"
# Upward uses known and being repaired (issue 36), one "from to symbol" a
# line: each is printed as pending instead of failing, and one that no
# longer occurs fails until it is taken off this list.
pending="
"
obj=$(dirname "${DTRACE:-../../../build/dtrace}")/obj
src=../../../src/lib
# The objects of the sources that exist (a stale object of a removed
# source is not part of the library the suite tests).  arch/<ARCH>/ is the
# lowest floor: only the built architecture's folder has objects, and they
# count as folder "arch".
objs=()
for c in "$src"/*/*.c "$src"/arch/*/*.c; do
	rel=${c#"$src"/}
	o=$obj/${rel%.c}.o
	# the other architectures' sources are not built
	case $rel in arch/*) [ -d "$(dirname "$o")" ] || continue ;; esac
	if [ ! -f "$o" ]; then echo "calls: no $o (build first)"; exit 1; fi
	objs+=("$o")
done
nm -A "${objs[@]}" | awk -v order="$order" -v obj="$obj/" -v mode="$1" -v pending="$pending" '
BEGIN {
	np = split(pending, pl, "\n")
	for (i = 1; i <= np; i++) if (pl[i] != "") { split(pl[i], w, " "); known[w[1] " -> " w[2] ": " w[3]] = 0 }
	n = split(order, o, " ")
	for (i = 1; i <= n; i++) rank[o[i]] = i
	consumer["runtime"] = consumer["output"] = 1
	compiler["front"] = compiler["sema"] = compiler["cg"] = 1
}
{
	# "<obj>/<folder>/<file>.o:<address> <type> <symbol>", or with no
	# address for an undefined symbol
	i = index($0, ".o:")
	file = substr($0, 1, i + 1); rest = substr($0, i + 3)
	if (substr(file, 1, length(obj)) == obj) file = substr(file, length(obj) + 1)
	folder = file; sub(/\/.*/, "", folder)
	k = split(rest, f, " ")
	type = f[k - 1]; sym = f[k]
	if (type == "U") { nuse++; ufile[nuse] = file; ufolder[nuse] = folder; usym[nuse] = sym }
	else if (type ~ /^[TDBRCGSVWi]$/ && !(sym in def)) { def[sym] = folder; deffile[sym] = file }
}
END {
	for (u = 1; u <= nuse; u++) {
		s = usym[u]
		if (!(s in def)) continue	# libc, libbpf, the sanitizers
		from = ufolder[u]; to = def[s]
		count[from " " to]++
		if (!(from in rank)) { bad[ufile[u] ": folder " from " is not in the layer order"] = 1; continue }
		why = ""
		if (rank[to] > rank[from]) why = deffile[s]
		else if ((from in consumer) && (to in compiler)) why = deffile[s] "; the consumer calls the compiler"
		if (why == "") continue
		e = from " -> " to ": " s
		if (e in known) known[e]++
		else bad[ufile[u] " -> " to ": " s " (" why ")"] = 1
	}
	if (mode == "--edges") {
		for (p in count) print p, count[p] | "sort"
		exit 0
	}
	npend = 0
	for (e in known)
		if (known[e]) { print "pending: " e | "sort"; npend++ }
		else bad["pending edge gone (take it off the list): " e] = 1
	close("sort")
	nbad = 0
	for (b in bad) { print b | "sort"; nbad++ }
	close("sort")
	if (nbad) { print nbad " uses run up the pipeline (order: " order ")"; exit 1 }
	print "calls: every " (npend ? "other " : "") "call points down the pipeline"
}'
