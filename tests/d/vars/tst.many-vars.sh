# Variables: D sets no limit on how many variables a program has: 600
# globals, 300 thread-locals and 300 clause-locals, each assigned in one
# clause and summed in another (clause-locals in the same clause), give
# their sums: 0 + ... + 599 = 179700, 1 + ... + 300 = 45150 twice.
prog=$(mktemp /tmp/many-vars.XXXXXX.d)
trap 'rm -f "$prog"' EXIT
{
	echo 'BEGIN {'
	for i in $(seq 0 599); do echo " g$i = $i;"; done
	for i in $(seq 1 300); do echo " self->t$i = $i;"; done
	echo '}'
	echo 'BEGIN {'
	for i in $(seq 1 300); do echo " this->c$i = $i;"; done
	echo ' g = 0; t = 0; c = 0;'
	for i in $(seq 0 599); do echo " g += g$i;"; done
	for i in $(seq 1 300); do echo " t += self->t$i; c += this->c$i;"; done
	echo ' printf("%d %d %d\n", g, t, c); exit(0);'
	echo '}'
} > "$prog"
$DTRACE -q -s "$prog"
