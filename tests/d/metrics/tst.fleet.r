== gzip
HTTP/1.1 200 OK
Content-Encoding: gzip
Vary: Accept-Encoding
decompressed: the same exposition (32 lines)
promtool: accepted
== dtrace's own series
dtrace_build_info{version="2.0.0",kernel="K",container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee"} 1
dtrace_drops_total{kind="principal",container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee"} 0
dtrace_drops_total{kind="aggregation",container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee"} 0
dtrace_drops_total{kind="dynamic",container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee"} 0
dtrace_drops_total{kind="speculation",container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee"} 0
dtrace_errors_total{container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee"} 0
dtrace_lost_firings_total{container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee"} 0
dtrace_scrapes_total{encoding="identity",container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee"} N
dtrace_scrapes_total{encoding="gzip",container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee"} N
== histogram, trimmed
dtrace_bytes_bucket{container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee",le="63"} 0
dtrace_bytes_bucket{container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee",le="127"} 1000
dtrace_bytes_bucket{container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee",le="255"} 1000
dtrace_bytes_bucket{container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee",le="511"} 1000
dtrace_bytes_bucket{container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee",le="1023"} 4000
dtrace_bytes_bucket{container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee",le="+Inf"} 4000
dtrace_bytes_count{container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee"} 4000
dtrace_bytes_sum{container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee"} 1600000
dtrace_writes_total{key0="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee",container="ffffffffffffffffffffffffffffffffffffffffffffffffffffffff00c0ffee"} 4000
== Prometheus
writes of the container: 4000
quantile 0.1 in (63, 127]: yes
quantile 0.5 in (511, 1023]: yes
build info: 1 series
Prometheus scrapes gzip
target up
== exit status 0
