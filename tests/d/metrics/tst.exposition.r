== GET /metrics
# HELP dtrace_calls_total DTrace aggregation @calls: count()
# TYPE dtrace_calls_total counter
dtrace_calls_total{key0="a\"b\\c\nd",key1="3"} 1
dtrace_calls_total{key0="write",key1="-2"} 1
dtrace_calls_total{key0="read",key1="1"} 2
# HELP dtrace_bytes DTrace aggregation @bytes: sum()
# TYPE dtrace_bytes gauge
dtrace_bytes{key0="write"} -5
dtrace_bytes{key0="read"} 100
# HELP dtrace_lat DTrace aggregation @lat: quantize()
# TYPE dtrace_lat histogram
dtrace_lat_bucket{key0="write",le="-4611686018427387904"} 0
dtrace_lat_bucket{key0="write",le="-2305843009213693952"} 0
dtrace_lat_bucket{key0="write",le="-1152921504606846976"} 0
dtrace_lat_bucket{key0="write",le="-576460752303423488"} 0
dtrace_lat_bucket{key0="write",le="-288230376151711744"} 0
dtrace_lat_bucket{key0="write",le="-144115188075855872"} 0
dtrace_lat_bucket{key0="write",le="-72057594037927936"} 0
dtrace_lat_bucket{key0="write",le="-36028797018963968"} 0
dtrace_lat_bucket{key0="write",le="-18014398509481984"} 0
dtrace_lat_bucket{key0="write",le="-9007199254740992"} 0
dtrace_lat_bucket{key0="write",le="-4503599627370496"} 0
dtrace_lat_bucket{key0="write",le="-2251799813685248"} 0
dtrace_lat_bucket{key0="write",le="-1125899906842624"} 0
dtrace_lat_bucket{key0="write",le="-562949953421312"} 0
dtrace_lat_bucket{key0="write",le="-281474976710656"} 0
dtrace_lat_bucket{key0="write",le="-140737488355328"} 0
dtrace_lat_bucket{key0="write",le="-70368744177664"} 0
dtrace_lat_bucket{key0="write",le="-35184372088832"} 0
dtrace_lat_bucket{key0="write",le="-17592186044416"} 0
dtrace_lat_bucket{key0="write",le="-8796093022208"} 0
dtrace_lat_bucket{key0="write",le="-4398046511104"} 0
dtrace_lat_bucket{key0="write",le="-2199023255552"} 0
dtrace_lat_bucket{key0="write",le="-1099511627776"} 0
dtrace_lat_bucket{key0="write",le="-549755813888"} 0
dtrace_lat_bucket{key0="write",le="-274877906944"} 0
dtrace_lat_bucket{key0="write",le="-137438953472"} 0
dtrace_lat_bucket{key0="write",le="-68719476736"} 0
dtrace_lat_bucket{key0="write",le="-34359738368"} 0
dtrace_lat_bucket{key0="write",le="-17179869184"} 0
dtrace_lat_bucket{key0="write",le="-8589934592"} 0
dtrace_lat_bucket{key0="write",le="-4294967296"} 0
dtrace_lat_bucket{key0="write",le="-2147483648"} 0
dtrace_lat_bucket{key0="write",le="-1073741824"} 0
dtrace_lat_bucket{key0="write",le="-536870912"} 0
dtrace_lat_bucket{key0="write",le="-268435456"} 0
dtrace_lat_bucket{key0="write",le="-134217728"} 0
dtrace_lat_bucket{key0="write",le="-67108864"} 0
dtrace_lat_bucket{key0="write",le="-33554432"} 0
dtrace_lat_bucket{key0="write",le="-16777216"} 0
dtrace_lat_bucket{key0="write",le="-8388608"} 0
dtrace_lat_bucket{key0="write",le="-4194304"} 0
dtrace_lat_bucket{key0="write",le="-2097152"} 0
dtrace_lat_bucket{key0="write",le="-1048576"} 0
dtrace_lat_bucket{key0="write",le="-524288"} 0
dtrace_lat_bucket{key0="write",le="-262144"} 0
dtrace_lat_bucket{key0="write",le="-131072"} 0
dtrace_lat_bucket{key0="write",le="-65536"} 0
dtrace_lat_bucket{key0="write",le="-32768"} 0
dtrace_lat_bucket{key0="write",le="-16384"} 0
dtrace_lat_bucket{key0="write",le="-8192"} 0
dtrace_lat_bucket{key0="write",le="-4096"} 0
dtrace_lat_bucket{key0="write",le="-2048"} 0
dtrace_lat_bucket{key0="write",le="-1024"} 0
dtrace_lat_bucket{key0="write",le="-512"} 0
dtrace_lat_bucket{key0="write",le="-256"} 0
dtrace_lat_bucket{key0="write",le="-128"} 0
dtrace_lat_bucket{key0="write",le="-64"} 0
dtrace_lat_bucket{key0="write",le="-32"} 0
dtrace_lat_bucket{key0="write",le="-16"} 0
dtrace_lat_bucket{key0="write",le="-8"} 0
dtrace_lat_bucket{key0="write",le="-4"} 0
dtrace_lat_bucket{key0="write",le="-2"} 1
dtrace_lat_bucket{key0="write",le="-1"} 1
dtrace_lat_bucket{key0="write",le="0"} 1
dtrace_lat_bucket{key0="write",le="1"} 1
dtrace_lat_bucket{key0="write",le="3"} 1
dtrace_lat_bucket{key0="write",le="7"} 1
dtrace_lat_bucket{key0="write",le="15"} 1
dtrace_lat_bucket{key0="write",le="31"} 1
dtrace_lat_bucket{key0="write",le="63"} 1
dtrace_lat_bucket{key0="write",le="127"} 1
dtrace_lat_bucket{key0="write",le="255"} 1
dtrace_lat_bucket{key0="write",le="511"} 1
dtrace_lat_bucket{key0="write",le="1023"} 1
dtrace_lat_bucket{key0="write",le="2047"} 1
dtrace_lat_bucket{key0="write",le="4095"} 1
dtrace_lat_bucket{key0="write",le="8191"} 1
dtrace_lat_bucket{key0="write",le="16383"} 1
dtrace_lat_bucket{key0="write",le="32767"} 1
dtrace_lat_bucket{key0="write",le="65535"} 1
dtrace_lat_bucket{key0="write",le="131071"} 1
dtrace_lat_bucket{key0="write",le="262143"} 1
dtrace_lat_bucket{key0="write",le="524287"} 1
dtrace_lat_bucket{key0="write",le="1048575"} 1
dtrace_lat_bucket{key0="write",le="2097151"} 1
dtrace_lat_bucket{key0="write",le="4194303"} 1
dtrace_lat_bucket{key0="write",le="8388607"} 1
dtrace_lat_bucket{key0="write",le="16777215"} 1
dtrace_lat_bucket{key0="write",le="33554431"} 1
dtrace_lat_bucket{key0="write",le="67108863"} 1
dtrace_lat_bucket{key0="write",le="134217727"} 1
dtrace_lat_bucket{key0="write",le="268435455"} 1
dtrace_lat_bucket{key0="write",le="536870911"} 1
dtrace_lat_bucket{key0="write",le="1073741823"} 1
dtrace_lat_bucket{key0="write",le="2147483647"} 1
dtrace_lat_bucket{key0="write",le="4294967295"} 1
dtrace_lat_bucket{key0="write",le="8589934591"} 1
dtrace_lat_bucket{key0="write",le="17179869183"} 1
dtrace_lat_bucket{key0="write",le="34359738367"} 1
dtrace_lat_bucket{key0="write",le="68719476735"} 1
dtrace_lat_bucket{key0="write",le="137438953471"} 1
dtrace_lat_bucket{key0="write",le="274877906943"} 1
dtrace_lat_bucket{key0="write",le="549755813887"} 1
dtrace_lat_bucket{key0="write",le="1099511627775"} 1
dtrace_lat_bucket{key0="write",le="2199023255551"} 1
dtrace_lat_bucket{key0="write",le="4398046511103"} 1
dtrace_lat_bucket{key0="write",le="8796093022207"} 1
dtrace_lat_bucket{key0="write",le="17592186044415"} 1
dtrace_lat_bucket{key0="write",le="35184372088831"} 1
dtrace_lat_bucket{key0="write",le="70368744177663"} 1
dtrace_lat_bucket{key0="write",le="140737488355327"} 1
dtrace_lat_bucket{key0="write",le="281474976710655"} 1
dtrace_lat_bucket{key0="write",le="562949953421311"} 1
dtrace_lat_bucket{key0="write",le="1125899906842623"} 1
dtrace_lat_bucket{key0="write",le="2251799813685247"} 1
dtrace_lat_bucket{key0="write",le="4503599627370495"} 1
dtrace_lat_bucket{key0="write",le="9007199254740991"} 1
dtrace_lat_bucket{key0="write",le="18014398509481983"} 1
dtrace_lat_bucket{key0="write",le="36028797018963967"} 1
dtrace_lat_bucket{key0="write",le="72057594037927935"} 1
dtrace_lat_bucket{key0="write",le="144115188075855871"} 1
dtrace_lat_bucket{key0="write",le="288230376151711743"} 1
dtrace_lat_bucket{key0="write",le="576460752303423487"} 1
dtrace_lat_bucket{key0="write",le="1152921504606846975"} 1
dtrace_lat_bucket{key0="write",le="2305843009213693951"} 1
dtrace_lat_bucket{key0="write",le="4611686018427387903"} 1
dtrace_lat_bucket{key0="write",le="+Inf"} 1
dtrace_lat_count{key0="write"} 1
dtrace_lat_bucket{key0="read",le="0"} 1
dtrace_lat_bucket{key0="read",le="1"} 1
dtrace_lat_bucket{key0="read",le="3"} 1
dtrace_lat_bucket{key0="read",le="7"} 2
dtrace_lat_bucket{key0="read",le="15"} 2
dtrace_lat_bucket{key0="read",le="31"} 2
dtrace_lat_bucket{key0="read",le="63"} 2
dtrace_lat_bucket{key0="read",le="127"} 2
dtrace_lat_bucket{key0="read",le="255"} 2
dtrace_lat_bucket{key0="read",le="511"} 2
dtrace_lat_bucket{key0="read",le="1023"} 3
dtrace_lat_bucket{key0="read",le="2047"} 3
dtrace_lat_bucket{key0="read",le="4095"} 3
dtrace_lat_bucket{key0="read",le="8191"} 3
dtrace_lat_bucket{key0="read",le="16383"} 3
dtrace_lat_bucket{key0="read",le="32767"} 3
dtrace_lat_bucket{key0="read",le="65535"} 3
dtrace_lat_bucket{key0="read",le="131071"} 3
dtrace_lat_bucket{key0="read",le="262143"} 3
dtrace_lat_bucket{key0="read",le="524287"} 3
dtrace_lat_bucket{key0="read",le="1048575"} 3
dtrace_lat_bucket{key0="read",le="2097151"} 3
dtrace_lat_bucket{key0="read",le="4194303"} 3
dtrace_lat_bucket{key0="read",le="8388607"} 3
dtrace_lat_bucket{key0="read",le="16777215"} 3
dtrace_lat_bucket{key0="read",le="33554431"} 3
dtrace_lat_bucket{key0="read",le="67108863"} 3
dtrace_lat_bucket{key0="read",le="134217727"} 3
dtrace_lat_bucket{key0="read",le="268435455"} 3
dtrace_lat_bucket{key0="read",le="536870911"} 3
dtrace_lat_bucket{key0="read",le="1073741823"} 3
dtrace_lat_bucket{key0="read",le="2147483647"} 3
dtrace_lat_bucket{key0="read",le="4294967295"} 3
dtrace_lat_bucket{key0="read",le="8589934591"} 3
dtrace_lat_bucket{key0="read",le="17179869183"} 3
dtrace_lat_bucket{key0="read",le="34359738367"} 3
dtrace_lat_bucket{key0="read",le="68719476735"} 3
dtrace_lat_bucket{key0="read",le="137438953471"} 3
dtrace_lat_bucket{key0="read",le="274877906943"} 3
dtrace_lat_bucket{key0="read",le="549755813887"} 3
dtrace_lat_bucket{key0="read",le="1099511627775"} 3
dtrace_lat_bucket{key0="read",le="2199023255551"} 3
dtrace_lat_bucket{key0="read",le="4398046511103"} 3
dtrace_lat_bucket{key0="read",le="8796093022207"} 3
dtrace_lat_bucket{key0="read",le="17592186044415"} 3
dtrace_lat_bucket{key0="read",le="35184372088831"} 3
dtrace_lat_bucket{key0="read",le="70368744177663"} 3
dtrace_lat_bucket{key0="read",le="140737488355327"} 3
dtrace_lat_bucket{key0="read",le="281474976710655"} 3
dtrace_lat_bucket{key0="read",le="562949953421311"} 3
dtrace_lat_bucket{key0="read",le="1125899906842623"} 3
dtrace_lat_bucket{key0="read",le="2251799813685247"} 3
dtrace_lat_bucket{key0="read",le="4503599627370495"} 3
dtrace_lat_bucket{key0="read",le="9007199254740991"} 3
dtrace_lat_bucket{key0="read",le="18014398509481983"} 3
dtrace_lat_bucket{key0="read",le="36028797018963967"} 3
dtrace_lat_bucket{key0="read",le="72057594037927935"} 3
dtrace_lat_bucket{key0="read",le="144115188075855871"} 3
dtrace_lat_bucket{key0="read",le="288230376151711743"} 3
dtrace_lat_bucket{key0="read",le="576460752303423487"} 3
dtrace_lat_bucket{key0="read",le="1152921504606846975"} 3
dtrace_lat_bucket{key0="read",le="2305843009213693951"} 3
dtrace_lat_bucket{key0="read",le="4611686018427387903"} 3
dtrace_lat_bucket{key0="read",le="+Inf"} 3
dtrace_lat_count{key0="read"} 3
dtrace_lat_sum{key0="read"} 516
# HELP dtrace_high DTrace aggregation @high: max()
# TYPE dtrace_high gauge
dtrace_high 42
# HELP dtrace_low DTrace aggregation @low: min()
# TYPE dtrace_low gauge
dtrace_low -7
# HELP dtrace_mean DTrace aggregation @mean: avg()
# TYPE dtrace_mean gauge
dtrace_mean 15
# HELP dtrace_dev DTrace aggregation @dev: stddev()
# TYPE dtrace_dev gauge
dtrace_dev 1
# HELP dtrace_lin DTrace aggregation @lin: lquantize()
# TYPE dtrace_lin histogram
dtrace_lin_bucket{le="-1"} 1
dtrace_lin_bucket{le="9"} 1
dtrace_lin_bucket{le="19"} 1
dtrace_lin_bucket{le="29"} 2
dtrace_lin_bucket{le="39"} 2
dtrace_lin_bucket{le="49"} 2
dtrace_lin_bucket{le="+Inf"} 2
dtrace_lin_count 2
# HELP dtrace_log DTrace aggregation @log: llquantize()
# TYPE dtrace_log histogram
dtrace_log_bucket{le="0"} 0
dtrace_log_bucket{le="1"} 0
dtrace_log_bucket{le="2"} 0
dtrace_log_bucket{le="3"} 0
dtrace_log_bucket{le="4"} 0
dtrace_log_bucket{le="5"} 0
dtrace_log_bucket{le="6"} 0
dtrace_log_bucket{le="7"} 0
dtrace_log_bucket{le="8"} 0
dtrace_log_bucket{le="9"} 0
dtrace_log_bucket{le="19"} 0
dtrace_log_bucket{le="29"} 0
dtrace_log_bucket{le="39"} 0
dtrace_log_bucket{le="49"} 0
dtrace_log_bucket{le="59"} 0
dtrace_log_bucket{le="69"} 0
dtrace_log_bucket{le="79"} 0
dtrace_log_bucket{le="89"} 0
dtrace_log_bucket{le="99"} 0
dtrace_log_bucket{le="199"} 1
dtrace_log_bucket{le="299"} 1
dtrace_log_bucket{le="399"} 1
dtrace_log_bucket{le="499"} 1
dtrace_log_bucket{le="599"} 1
dtrace_log_bucket{le="699"} 1
dtrace_log_bucket{le="799"} 1
dtrace_log_bucket{le="899"} 1
dtrace_log_bucket{le="999"} 1
dtrace_log_bucket{le="+Inf"} 1
dtrace_log_count 1
dtrace_log_sum 100
# HELP dtrace_agg_total DTrace aggregation @: count()
# TYPE dtrace_agg_total counter
dtrace_agg_total 1
HTTP/1.1 200 OK
Content-Type: text/plain; version=0.0.4; charset=utf-8
== GET /metrics, Accept: OpenMetrics (as Prometheus asks)
# HELP dtrace_calls DTrace aggregation @calls: count()
# TYPE dtrace_calls counter
dtrace_calls_total{key0="a\"b\\c\nd",key1="3"} 1
dtrace_calls_total{key0="write",key1="-2"} 1
dtrace_calls_total{key0="read",key1="1"} 2
# HELP dtrace_bytes DTrace aggregation @bytes: sum()
# TYPE dtrace_bytes gauge
dtrace_bytes{key0="write"} -5
dtrace_bytes{key0="read"} 100
# HELP dtrace_lat DTrace aggregation @lat: quantize()
# TYPE dtrace_lat histogram
dtrace_lat_bucket{key0="write",le="-4611686018427387904"} 0
dtrace_lat_bucket{key0="write",le="-2305843009213693952"} 0
dtrace_lat_bucket{key0="write",le="-1152921504606846976"} 0
dtrace_lat_bucket{key0="write",le="-576460752303423488"} 0
dtrace_lat_bucket{key0="write",le="-288230376151711744"} 0
dtrace_lat_bucket{key0="write",le="-144115188075855872"} 0
dtrace_lat_bucket{key0="write",le="-72057594037927936"} 0
dtrace_lat_bucket{key0="write",le="-36028797018963968"} 0
dtrace_lat_bucket{key0="write",le="-18014398509481984"} 0
dtrace_lat_bucket{key0="write",le="-9007199254740992"} 0
dtrace_lat_bucket{key0="write",le="-4503599627370496"} 0
dtrace_lat_bucket{key0="write",le="-2251799813685248"} 0
dtrace_lat_bucket{key0="write",le="-1125899906842624"} 0
dtrace_lat_bucket{key0="write",le="-562949953421312"} 0
dtrace_lat_bucket{key0="write",le="-281474976710656"} 0
dtrace_lat_bucket{key0="write",le="-140737488355328"} 0
dtrace_lat_bucket{key0="write",le="-70368744177664"} 0
dtrace_lat_bucket{key0="write",le="-35184372088832"} 0
dtrace_lat_bucket{key0="write",le="-17592186044416"} 0
dtrace_lat_bucket{key0="write",le="-8796093022208"} 0
dtrace_lat_bucket{key0="write",le="-4398046511104"} 0
dtrace_lat_bucket{key0="write",le="-2199023255552"} 0
dtrace_lat_bucket{key0="write",le="-1099511627776"} 0
dtrace_lat_bucket{key0="write",le="-549755813888"} 0
dtrace_lat_bucket{key0="write",le="-274877906944"} 0
dtrace_lat_bucket{key0="write",le="-137438953472"} 0
dtrace_lat_bucket{key0="write",le="-68719476736"} 0
dtrace_lat_bucket{key0="write",le="-34359738368"} 0
dtrace_lat_bucket{key0="write",le="-17179869184"} 0
dtrace_lat_bucket{key0="write",le="-8589934592"} 0
dtrace_lat_bucket{key0="write",le="-4294967296"} 0
dtrace_lat_bucket{key0="write",le="-2147483648"} 0
dtrace_lat_bucket{key0="write",le="-1073741824"} 0
dtrace_lat_bucket{key0="write",le="-536870912"} 0
dtrace_lat_bucket{key0="write",le="-268435456"} 0
dtrace_lat_bucket{key0="write",le="-134217728"} 0
dtrace_lat_bucket{key0="write",le="-67108864"} 0
dtrace_lat_bucket{key0="write",le="-33554432"} 0
dtrace_lat_bucket{key0="write",le="-16777216"} 0
dtrace_lat_bucket{key0="write",le="-8388608"} 0
dtrace_lat_bucket{key0="write",le="-4194304"} 0
dtrace_lat_bucket{key0="write",le="-2097152"} 0
dtrace_lat_bucket{key0="write",le="-1048576"} 0
dtrace_lat_bucket{key0="write",le="-524288"} 0
dtrace_lat_bucket{key0="write",le="-262144"} 0
dtrace_lat_bucket{key0="write",le="-131072"} 0
dtrace_lat_bucket{key0="write",le="-65536"} 0
dtrace_lat_bucket{key0="write",le="-32768"} 0
dtrace_lat_bucket{key0="write",le="-16384"} 0
dtrace_lat_bucket{key0="write",le="-8192"} 0
dtrace_lat_bucket{key0="write",le="-4096"} 0
dtrace_lat_bucket{key0="write",le="-2048"} 0
dtrace_lat_bucket{key0="write",le="-1024"} 0
dtrace_lat_bucket{key0="write",le="-512"} 0
dtrace_lat_bucket{key0="write",le="-256"} 0
dtrace_lat_bucket{key0="write",le="-128"} 0
dtrace_lat_bucket{key0="write",le="-64"} 0
dtrace_lat_bucket{key0="write",le="-32"} 0
dtrace_lat_bucket{key0="write",le="-16"} 0
dtrace_lat_bucket{key0="write",le="-8"} 0
dtrace_lat_bucket{key0="write",le="-4"} 0
dtrace_lat_bucket{key0="write",le="-2"} 1
dtrace_lat_bucket{key0="write",le="-1"} 1
dtrace_lat_bucket{key0="write",le="0"} 1
dtrace_lat_bucket{key0="write",le="1"} 1
dtrace_lat_bucket{key0="write",le="3"} 1
dtrace_lat_bucket{key0="write",le="7"} 1
dtrace_lat_bucket{key0="write",le="15"} 1
dtrace_lat_bucket{key0="write",le="31"} 1
dtrace_lat_bucket{key0="write",le="63"} 1
dtrace_lat_bucket{key0="write",le="127"} 1
dtrace_lat_bucket{key0="write",le="255"} 1
dtrace_lat_bucket{key0="write",le="511"} 1
dtrace_lat_bucket{key0="write",le="1023"} 1
dtrace_lat_bucket{key0="write",le="2047"} 1
dtrace_lat_bucket{key0="write",le="4095"} 1
dtrace_lat_bucket{key0="write",le="8191"} 1
dtrace_lat_bucket{key0="write",le="16383"} 1
dtrace_lat_bucket{key0="write",le="32767"} 1
dtrace_lat_bucket{key0="write",le="65535"} 1
dtrace_lat_bucket{key0="write",le="131071"} 1
dtrace_lat_bucket{key0="write",le="262143"} 1
dtrace_lat_bucket{key0="write",le="524287"} 1
dtrace_lat_bucket{key0="write",le="1048575"} 1
dtrace_lat_bucket{key0="write",le="2097151"} 1
dtrace_lat_bucket{key0="write",le="4194303"} 1
dtrace_lat_bucket{key0="write",le="8388607"} 1
dtrace_lat_bucket{key0="write",le="16777215"} 1
dtrace_lat_bucket{key0="write",le="33554431"} 1
dtrace_lat_bucket{key0="write",le="67108863"} 1
dtrace_lat_bucket{key0="write",le="134217727"} 1
dtrace_lat_bucket{key0="write",le="268435455"} 1
dtrace_lat_bucket{key0="write",le="536870911"} 1
dtrace_lat_bucket{key0="write",le="1073741823"} 1
dtrace_lat_bucket{key0="write",le="2147483647"} 1
dtrace_lat_bucket{key0="write",le="4294967295"} 1
dtrace_lat_bucket{key0="write",le="8589934591"} 1
dtrace_lat_bucket{key0="write",le="17179869183"} 1
dtrace_lat_bucket{key0="write",le="34359738367"} 1
dtrace_lat_bucket{key0="write",le="68719476735"} 1
dtrace_lat_bucket{key0="write",le="137438953471"} 1
dtrace_lat_bucket{key0="write",le="274877906943"} 1
dtrace_lat_bucket{key0="write",le="549755813887"} 1
dtrace_lat_bucket{key0="write",le="1099511627775"} 1
dtrace_lat_bucket{key0="write",le="2199023255551"} 1
dtrace_lat_bucket{key0="write",le="4398046511103"} 1
dtrace_lat_bucket{key0="write",le="8796093022207"} 1
dtrace_lat_bucket{key0="write",le="17592186044415"} 1
dtrace_lat_bucket{key0="write",le="35184372088831"} 1
dtrace_lat_bucket{key0="write",le="70368744177663"} 1
dtrace_lat_bucket{key0="write",le="140737488355327"} 1
dtrace_lat_bucket{key0="write",le="281474976710655"} 1
dtrace_lat_bucket{key0="write",le="562949953421311"} 1
dtrace_lat_bucket{key0="write",le="1125899906842623"} 1
dtrace_lat_bucket{key0="write",le="2251799813685247"} 1
dtrace_lat_bucket{key0="write",le="4503599627370495"} 1
dtrace_lat_bucket{key0="write",le="9007199254740991"} 1
dtrace_lat_bucket{key0="write",le="18014398509481983"} 1
dtrace_lat_bucket{key0="write",le="36028797018963967"} 1
dtrace_lat_bucket{key0="write",le="72057594037927935"} 1
dtrace_lat_bucket{key0="write",le="144115188075855871"} 1
dtrace_lat_bucket{key0="write",le="288230376151711743"} 1
dtrace_lat_bucket{key0="write",le="576460752303423487"} 1
dtrace_lat_bucket{key0="write",le="1152921504606846975"} 1
dtrace_lat_bucket{key0="write",le="2305843009213693951"} 1
dtrace_lat_bucket{key0="write",le="4611686018427387903"} 1
dtrace_lat_bucket{key0="write",le="+Inf"} 1
dtrace_lat_count{key0="write"} 1
dtrace_lat_bucket{key0="read",le="0"} 1
dtrace_lat_bucket{key0="read",le="1"} 1
dtrace_lat_bucket{key0="read",le="3"} 1
dtrace_lat_bucket{key0="read",le="7"} 2
dtrace_lat_bucket{key0="read",le="15"} 2
dtrace_lat_bucket{key0="read",le="31"} 2
dtrace_lat_bucket{key0="read",le="63"} 2
dtrace_lat_bucket{key0="read",le="127"} 2
dtrace_lat_bucket{key0="read",le="255"} 2
dtrace_lat_bucket{key0="read",le="511"} 2
dtrace_lat_bucket{key0="read",le="1023"} 3
dtrace_lat_bucket{key0="read",le="2047"} 3
dtrace_lat_bucket{key0="read",le="4095"} 3
dtrace_lat_bucket{key0="read",le="8191"} 3
dtrace_lat_bucket{key0="read",le="16383"} 3
dtrace_lat_bucket{key0="read",le="32767"} 3
dtrace_lat_bucket{key0="read",le="65535"} 3
dtrace_lat_bucket{key0="read",le="131071"} 3
dtrace_lat_bucket{key0="read",le="262143"} 3
dtrace_lat_bucket{key0="read",le="524287"} 3
dtrace_lat_bucket{key0="read",le="1048575"} 3
dtrace_lat_bucket{key0="read",le="2097151"} 3
dtrace_lat_bucket{key0="read",le="4194303"} 3
dtrace_lat_bucket{key0="read",le="8388607"} 3
dtrace_lat_bucket{key0="read",le="16777215"} 3
dtrace_lat_bucket{key0="read",le="33554431"} 3
dtrace_lat_bucket{key0="read",le="67108863"} 3
dtrace_lat_bucket{key0="read",le="134217727"} 3
dtrace_lat_bucket{key0="read",le="268435455"} 3
dtrace_lat_bucket{key0="read",le="536870911"} 3
dtrace_lat_bucket{key0="read",le="1073741823"} 3
dtrace_lat_bucket{key0="read",le="2147483647"} 3
dtrace_lat_bucket{key0="read",le="4294967295"} 3
dtrace_lat_bucket{key0="read",le="8589934591"} 3
dtrace_lat_bucket{key0="read",le="17179869183"} 3
dtrace_lat_bucket{key0="read",le="34359738367"} 3
dtrace_lat_bucket{key0="read",le="68719476735"} 3
dtrace_lat_bucket{key0="read",le="137438953471"} 3
dtrace_lat_bucket{key0="read",le="274877906943"} 3
dtrace_lat_bucket{key0="read",le="549755813887"} 3
dtrace_lat_bucket{key0="read",le="1099511627775"} 3
dtrace_lat_bucket{key0="read",le="2199023255551"} 3
dtrace_lat_bucket{key0="read",le="4398046511103"} 3
dtrace_lat_bucket{key0="read",le="8796093022207"} 3
dtrace_lat_bucket{key0="read",le="17592186044415"} 3
dtrace_lat_bucket{key0="read",le="35184372088831"} 3
dtrace_lat_bucket{key0="read",le="70368744177663"} 3
dtrace_lat_bucket{key0="read",le="140737488355327"} 3
dtrace_lat_bucket{key0="read",le="281474976710655"} 3
dtrace_lat_bucket{key0="read",le="562949953421311"} 3
dtrace_lat_bucket{key0="read",le="1125899906842623"} 3
dtrace_lat_bucket{key0="read",le="2251799813685247"} 3
dtrace_lat_bucket{key0="read",le="4503599627370495"} 3
dtrace_lat_bucket{key0="read",le="9007199254740991"} 3
dtrace_lat_bucket{key0="read",le="18014398509481983"} 3
dtrace_lat_bucket{key0="read",le="36028797018963967"} 3
dtrace_lat_bucket{key0="read",le="72057594037927935"} 3
dtrace_lat_bucket{key0="read",le="144115188075855871"} 3
dtrace_lat_bucket{key0="read",le="288230376151711743"} 3
dtrace_lat_bucket{key0="read",le="576460752303423487"} 3
dtrace_lat_bucket{key0="read",le="1152921504606846975"} 3
dtrace_lat_bucket{key0="read",le="2305843009213693951"} 3
dtrace_lat_bucket{key0="read",le="4611686018427387903"} 3
dtrace_lat_bucket{key0="read",le="+Inf"} 3
dtrace_lat_count{key0="read"} 3
dtrace_lat_sum{key0="read"} 516
# HELP dtrace_high DTrace aggregation @high: max()
# TYPE dtrace_high gauge
dtrace_high 42
# HELP dtrace_low DTrace aggregation @low: min()
# TYPE dtrace_low gauge
dtrace_low -7
# HELP dtrace_mean DTrace aggregation @mean: avg()
# TYPE dtrace_mean gauge
dtrace_mean 15
# HELP dtrace_dev DTrace aggregation @dev: stddev()
# TYPE dtrace_dev gauge
dtrace_dev 1
# HELP dtrace_lin DTrace aggregation @lin: lquantize()
# TYPE dtrace_lin histogram
dtrace_lin_bucket{le="-1"} 1
dtrace_lin_bucket{le="9"} 1
dtrace_lin_bucket{le="19"} 1
dtrace_lin_bucket{le="29"} 2
dtrace_lin_bucket{le="39"} 2
dtrace_lin_bucket{le="49"} 2
dtrace_lin_bucket{le="+Inf"} 2
dtrace_lin_count 2
# HELP dtrace_log DTrace aggregation @log: llquantize()
# TYPE dtrace_log histogram
dtrace_log_bucket{le="0"} 0
dtrace_log_bucket{le="1"} 0
dtrace_log_bucket{le="2"} 0
dtrace_log_bucket{le="3"} 0
dtrace_log_bucket{le="4"} 0
dtrace_log_bucket{le="5"} 0
dtrace_log_bucket{le="6"} 0
dtrace_log_bucket{le="7"} 0
dtrace_log_bucket{le="8"} 0
dtrace_log_bucket{le="9"} 0
dtrace_log_bucket{le="19"} 0
dtrace_log_bucket{le="29"} 0
dtrace_log_bucket{le="39"} 0
dtrace_log_bucket{le="49"} 0
dtrace_log_bucket{le="59"} 0
dtrace_log_bucket{le="69"} 0
dtrace_log_bucket{le="79"} 0
dtrace_log_bucket{le="89"} 0
dtrace_log_bucket{le="99"} 0
dtrace_log_bucket{le="199"} 1
dtrace_log_bucket{le="299"} 1
dtrace_log_bucket{le="399"} 1
dtrace_log_bucket{le="499"} 1
dtrace_log_bucket{le="599"} 1
dtrace_log_bucket{le="699"} 1
dtrace_log_bucket{le="799"} 1
dtrace_log_bucket{le="899"} 1
dtrace_log_bucket{le="999"} 1
dtrace_log_bucket{le="+Inf"} 1
dtrace_log_count 1
dtrace_log_sum 100
# HELP dtrace_agg DTrace aggregation @: count()
# TYPE dtrace_agg counter
dtrace_agg_total 1
# EOF
HTTP/1.1 200 OK
Content-Type: application/openmetrics-text; version=1.0.0; charset=utf-8
== HEAD /metrics
HTTP/1.1 200 OK
Content-Type: text/plain; version=0.0.4; charset=utf-8
Connection: close
== GET /
only /metrics is here
404
== POST /metrics
only GET and HEAD
405
== exit status 0, output:

  a"b\c
d                                                   3                1
  write                                                    -2                1
  read                                                      1                2
  write                                                            -5
  read                                                            100
  write                                             
           value  ------------- Distribution ------------- count    
              -4 |                                         0        
              -2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        
              -1 |                                         0        

  read                                              
           value  ------------- Distribution ------------- count    
              -1 |                                         0        
               0 |@@@@@@@@@@@@@                            1        
               1 |                                         0        
               2 |                                         0        
               4 |@@@@@@@@@@@@@                            1        
               8 |                                         0        
              16 |                                         0        
              32 |                                         0        
              64 |                                         0        
             128 |                                         0        
             256 |                                         0        
             512 |@@@@@@@@@@@@@                            1        
            1024 |                                         0        

               42
               -7
               15
                1

           value  ------------- Distribution ------------- count    
             < 0 |@@@@@@@@@@@@@@@@@@@@                     1        
               0 |                                         0        
              10 |                                         0        
              20 |@@@@@@@@@@@@@@@@@@@@                     1        
              30 |                                         0        


           value  ------------- Distribution ------------- count    
              90 |                                         0        
             100 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        
             200 |                                         0        

                1
