/* && || ^^ on run-time operands give 0 or 1 and short-circuit (&& and ||
 * skip their right operand), nested to any depth with string comparisons
 * inside: a chain holds no register per level. */
#pragma D option quiet

BEGIN
{
	t = 1; f = 0; s = "dtrace";
	printf("%d %d %d %d\n", t && 7, f && t, f || f, f || 9);
	printf("%d %d %d\n", t ^^ t, f ^^ 5, 5 ^^ f);
	printf("%d %d\n", t == 1 && !(f == 0 && s == "python3"),
	    t == 1 && (f == 0 && s == "dtrace"));
	printf("%d\n", f || (t && (s != "x" && (t ^^ f) && (s == "dtrace" || f))));
	printf("%d\n", t && (t && (t && (t && (t && (t && (s == "dtrace")))))));
	/* short-circuit: the right operand's division by zero never runs */
	printf("%d %d\n", f && 1 / f, t || 1 / f);
	exit(0);
}
