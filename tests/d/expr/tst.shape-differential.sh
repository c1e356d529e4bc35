# @@needs: command -v python3 && command -v gcc
# @@timeout: 300
# Programs of the shapes the definition allows and c-differential.py does
# not make (shape-differential.py): expressions 12 to 40 deep mixing every
# integer operator, casts, ?:, && || ^^ with side effects in the arms that
# must (not) run; printf()s of 20 to 100 nested values; 300 clauses on one
# probe with predicates of 8 terms (a program past a BPF jump's 32767
# instructions).  gcc -fwrapv runs the C program each comes with; prints
# the mismatching lines (none expected).
d=$(dirname "$0")
exec bash "$d/differential-run.sh" "$d/shape-differential.py" "lines as C prints them" \
	"deep 1 8 12" "deep 2 4 25" "deep 3 3 40" "deep 11 6 40" "printf 1 20 4" \
	"printf 3 100 2" "clauses 1 100 6" "clauses 2 300 8"
