-- auto
dtrace: buffer size lowered to SIZE
traced

exit 0
-- quietresize
traced

exit 0
-- manual
dtrace: could not enable tracing: -x bufsize=1099511627776 exceeds the largest buffer size that can be allocated (SIZE), and bufresize is manual
exit 1
-- both maps
dtrace: aggregation size lowered to SIZE
dtrace: dynamic variable size lowered to SIZE
traced

exit 0
-- aggsize manual
dtrace: could not enable tracing: -x aggsize=1099511627776 exceeds the largest aggregation size that can be allocated (SIZE), and bufresize is manual
exit 1
-- dynvarsize manual
dtrace: could not enable tracing: -x dynvarsize=1099511627776 exceeds the largest dynamic variable size that can be allocated (SIZE), and bufresize is manual
exit 1
-- both maps quietly
traced

exit 0
-- what fits
traced

exit 0
