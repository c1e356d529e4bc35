f DIR DIR/f
0 fs
<none> DIR

exit 0
