/*
 * Aggregations and Output Formatting: a two-key sum() with negative
 * values, printed in value order, then with aggsortkey (keys compared from
 * the first, or from aggsortkeypos on), aggsortrev reversing either order;
 * trunc() with a positive count keeps the largest values, with a negative
 * one the smallest; min() and max() at the int64 extremes.
 */
#pragma D option quiet

BEGIN
{
	@s["a", 3] = sum(-10); @s["b", 1] = sum(5); @s["a", 1] = sum(20);
	@s["c", 2] = sum(-3); @s["b", 2] = sum(0);
	@t["a", 3] = sum(-10); @t["b", 1] = sum(5); @t["a", 1] = sum(20);
	@t["c", 2] = sum(-3); @t["b", 2] = sum(0);
	@mn = min(0x7fffffffffffffff); @mn = min(5);
	@mx = max(-0x7fffffffffffffff - 1);
	@mx2 = max(-0x7fffffffffffffff - 1); @mx2 = max(-7);

	printf("value order\n");
	printa("%s %d %@d\n", @s);
	setopt("aggsortkey");
	printf("key order\n");
	printa("%s %d %@d\n", @s);
	setopt("aggsortkeypos", "1");
	printf("key order from key 1\n");
	printa("%s %d %@d\n", @s);
	setopt("aggsortrev");
	printf("reversed\n");
	printa("%s %d %@d\n", @s);
	setopt("aggsortkey", "false");
	setopt("aggsortkeypos", "0");
	printf("value order reversed\n");
	printa("%s %d %@d\n", @s);
	setopt("aggsortrev", "false");

	trunc(@s, 2);
	printf("trunc 2\n");
	printa("%s %d %@d\n", @s);
	trunc(@t, -2);
	printf("trunc -2\n");
	printa("%s %d %@d\n", @t);
	printa(@mn);
	printa(@mx);
	printa(@mx2);
	exit(0);
}
