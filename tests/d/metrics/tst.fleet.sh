# Metrics for a fleet: a session limited to one test-made cgroup (a
# docker-<id>.scope, no engine) with -x metricscontainer and
# -x metricsbuckets=trim.  A scraper sending Accept-Encoding: gzip gets
# gzip that decompresses to the same exposition; promtool accepts it;
# dtrace's own series are there; the histogram keeps only the buckets
# from one below the first used to the last used, and +Inf; a real
# Prometheus (which asks for gzip) scrapes it: the counter keyed and
# labelled by the container counts only the cgroup's writes, quantiles
# land in the right buckets, and the gzip scrapes show in dtrace's own
# counter.
# @@needs: grep -q " cgroup2 " /proc/mounts && command -v prometheus && command -v promtool && command -v curl && command -v python3 && command -v gzip
# @@timeout: 180
. ./mxlib.sh
mnt=$(awk '$3 == "cgroup2" { print $2; exit }' /proc/mounts)
id=$(printf 'f%.0s' {1..56})00c0ffee
CG_DIRS=("$mnt/dtt.$$" "$mnt/dtt.$$/docker-$id.scope")
mkdir -p "${CG_DIRS[1]}" || exit 1
name=fl$$
cp /usr/bin/dd "$tmp/$name"
start_dtrace -q -x "cgroup=/dtt.$$/docker-$id.scope" -x metricscontainer \
	-x metricsbuckets=trim -n '
syscall::write:entry /execname == $$1/ { @writes[zonename] = count(); @bytes = quantize(arg2); }' "$name"

# run_load N BS [CGROUP]: N writes of BS bytes, in CGROUP if given.
run_load() {
	sh -c '[ -z "$3" ] || echo $$ >"$3/cgroup.procs"; exec "$0" if=/dev/zero of=/dev/null bs="$2" count="$1" status=none' \
		"$tmp/$name" "$1" "$2" "$3"
}
run_load 3000 1000 "${CG_DIRS[1]}"
run_load 1000 100 "${CG_DIRS[1]}"
run_load 500 100		# outside the cgroup: not seen
# a scrape's text is reused for a while (100 ms at least): wait for one
# made after the workload
wait_for 30 sh -c "curl -s '$URL' | grep -q '^dtrace_writes_total.* 4000$'" ||
	echo "the writes never showed"

echo "== gzip"
curl -s -D "$tmp/h" -H 'Accept-Encoding: gzip' -o "$tmp/scrape.gz" "$URL"
tr -d '\r' <"$tmp/h" | grep -i -e '^HTTP' -e '^content-encoding' -e '^vary'
curl -s "$URL" >"$tmp/scrape"
# the scrape counter moves from one request to the next: all else is equal
if gzip -dc "$tmp/scrape.gz" | grep -v '^dtrace_scrapes_total' |
	cmp -s - <(grep -v '^dtrace_scrapes_total' "$tmp/scrape"); then
	echo "decompressed: the same exposition ($(wc -l <"$tmp/scrape") lines)"
else
	echo "gzip differs"; gzip -dc "$tmp/scrape.gz" | diff - "$tmp/scrape"
fi
promtool check metrics <"$tmp/scrape" && echo "promtool: accepted"
echo "== dtrace's own series"
grep -v '^#' "$tmp/scrape" | grep -E '^dtrace_(build_info|drops|errors|lost|scrapes)' |
	sed -e 's/kernel="[^"]*"/kernel="K"/' -e 's/^\(dtrace_scrapes_total{[^}]*}\) [0-9]*$/\1 N/'
echo "== histogram, trimmed"
grep '^dtrace_bytes_' "$tmp/scrape"
grep '^dtrace_writes_total' "$tmp/scrape"

start_prometheus "$PORT"
echo "== Prometheus"
q="sum(dtrace_writes_total{container=\"$id\",key0=\"$id\"})"
await "$q" 4000 && echo "writes of the container: $(query "$q")"
# 1000 writes of 100 bytes (bucket 64..127), 3000 of 1000 (512..1023).
check_quantiles "container=\"$id\""
await 'count(dtrace_build_info{version!=""})' 1 && echo "build info: 1 series"
await 'count(dtrace_scrapes_total{encoding="gzip"} > 0)' 1 && echo "Prometheus scrapes gzip"
await 'up{job="dtrace"}' 1 && echo "target up"

stop_dtrace
echo "== exit status $?"
dt_stderr
