# A D-library translator member that reads what this kernel's BTF lacks
# (dlib/psinfo.d's task_struct members differ between kernels) is an error
# only where a script reads it: one sentence at the user's line naming the
# missing member, not an error at the library's line for every script
# that uses the translator; its other members still work.
$DTRACE -L xlib -qs xlate-ok.d
$DTRACE -L xlib -qs xlate-member.d; echo "exit $?"
$DTRACE -L xlib -qs xlate-whole.d; echo "exit $?"
