# A key the kernel's maps cannot take (5.10: at most 512 bytes; two
# string keys take 2 * strsize + 8) is one compile-time sentence at the
# user's line saying what to change, not "Argument list too long" at load;
# with a smaller strsize the same script runs.
# @@needs: python3 tests/d/kernel/small-keys.py
$DTRACE -qs keys.d; echo "exit $?"
$DTRACE -x strsize=128 -qs keys.d; echo "exit $?"
