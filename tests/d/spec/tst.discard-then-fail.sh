# discard-then-fail.d: how many speculation() calls find the id still busy
# before dtrace has read the discard depends on timing: their count is
# blanked, and the lines reporting them at each status interval made one
# (stderr after stdout, whose order in one pipe varies).
err=$(mktemp)
$DTRACE -s discard-then-fail.d 2>"$err"
sed 's/^dtrace: [0-9]* failed speculations* (available buffer(s) still busy)$/dtrace: N failed speculation(s) (available buffer(s) still busy)/' "$err" | uniq
rm -f "$err"
