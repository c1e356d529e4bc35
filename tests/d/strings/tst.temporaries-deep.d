/*
 * Guide, "Strings" and "Actions and Subroutines": a string subroutine's
 * result may be the argument of another, to any depth, and printf() takes
 * as many string values as its format names.  DTrace frees an argument's
 * temporary string once its consumer has run, so no count of them in one
 * statement is a limit: left-nested strjoin()s, 30 strjoin() values in one
 * printf(), 30 string comparisons in one predicate, strlen() and index()
 * of computed strings.
 */
#pragma D option quiet

BEGIN
{
	printf("%s\n", strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin("a", "b1"), "b2"), "b3"), "b4"), "b5"), "b6"), "b7"), "b8"), "b9"), "b10"), "b11"), "b12"), "b13"), "b14"), "b15"), "b16"), "b17"), "b18"), "b19"), "b20"), "b21"), "b22"), "b23"), "b24"), "b25"), "b26"), "b27"), "b28"), "b29"), "b30"));
}

BEGIN
{
	printf("%s %d\n", substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin("a", lltostr(1)), 0, 200), lltostr(2)), 0, 200), lltostr(3)), 0, 200), lltostr(4)), 0, 200), lltostr(5)), 0, 200), lltostr(6)), 0, 200), lltostr(7)), 0, 200), lltostr(8)), 0, 200), lltostr(9)), 0, 200), lltostr(10)), 0, 200), lltostr(11)), 0, 200), lltostr(12)), 0, 200), lltostr(13)), 0, 200), lltostr(14)), 0, 200), lltostr(15)), 0, 200), lltostr(16)), 0, 200), lltostr(17)), 0, 200), lltostr(18)), 0, 200), lltostr(19)), 0, 200), lltostr(20)), 0, 200), lltostr(21)), 0, 200), lltostr(22)), 0, 200), lltostr(23)), 0, 200), lltostr(24)), 0, 200), lltostr(25)), 0, 200), lltostr(26)), 0, 200), lltostr(27)), 0, 200), lltostr(28)), 0, 200), lltostr(29)), 0, 200), lltostr(30)), 0, 200), lltostr(31)), 0, 200), lltostr(32)), 0, 200), lltostr(33)), 0, 200), lltostr(34)), 0, 200), lltostr(35)), 0, 200), lltostr(36)), 0, 200), lltostr(37)), 0, 200), lltostr(38)), 0, 200), lltostr(39)), 0, 200), lltostr(40)), 0, 200),
	    strlen(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin(substr(strjoin("a", lltostr(1)), 0, 200), lltostr(2)), 0, 200), lltostr(3)), 0, 200), lltostr(4)), 0, 200), lltostr(5)), 0, 200), lltostr(6)), 0, 200), lltostr(7)), 0, 200), lltostr(8)), 0, 200), lltostr(9)), 0, 200), lltostr(10)), 0, 200), lltostr(11)), 0, 200), lltostr(12)), 0, 200), lltostr(13)), 0, 200), lltostr(14)), 0, 200), lltostr(15)), 0, 200), lltostr(16)), 0, 200), lltostr(17)), 0, 200), lltostr(18)), 0, 200), lltostr(19)), 0, 200), lltostr(20)), 0, 200), lltostr(21)), 0, 200), lltostr(22)), 0, 200), lltostr(23)), 0, 200), lltostr(24)), 0, 200), lltostr(25)), 0, 200), lltostr(26)), 0, 200), lltostr(27)), 0, 200), lltostr(28)), 0, 200), lltostr(29)), 0, 200), lltostr(30)), 0, 200), lltostr(31)), 0, 200), lltostr(32)), 0, 200), lltostr(33)), 0, 200), lltostr(34)), 0, 200), lltostr(35)), 0, 200), lltostr(36)), 0, 200), lltostr(37)), 0, 200), lltostr(38)), 0, 200), lltostr(39)), 0, 200), lltostr(40)), 0, 200)));
}

BEGIN
{
	printf("%s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s \n", strjoin("x", lltostr(0)), strjoin("x", lltostr(1)), strjoin("x", lltostr(2)), strjoin("x", lltostr(3)), strjoin("x", lltostr(4)), strjoin("x", lltostr(5)), strjoin("x", lltostr(6)), strjoin("x", lltostr(7)), strjoin("x", lltostr(8)), strjoin("x", lltostr(9)), strjoin("x", lltostr(10)), strjoin("x", lltostr(11)), strjoin("x", lltostr(12)), strjoin("x", lltostr(13)), strjoin("x", lltostr(14)), strjoin("x", lltostr(15)), strjoin("x", lltostr(16)), strjoin("x", lltostr(17)), strjoin("x", lltostr(18)), strjoin("x", lltostr(19)), strjoin("x", lltostr(20)), strjoin("x", lltostr(21)), strjoin("x", lltostr(22)), strjoin("x", lltostr(23)), strjoin("x", lltostr(24)), strjoin("x", lltostr(25)), strjoin("x", lltostr(26)), strjoin("x", lltostr(27)), strjoin("x", lltostr(28)), strjoin("x", lltostr(29)));
}

BEGIN
/strjoin("x", lltostr(0)) == "y" ||
    strjoin("x", lltostr(1)) == "y" ||
    strjoin("x", lltostr(2)) == "y" ||
    strjoin("x", lltostr(3)) == "y" ||
    strjoin("x", lltostr(4)) == "y" ||
    strjoin("x", lltostr(5)) == "y" ||
    strjoin("x", lltostr(6)) == "y" ||
    strjoin("x", lltostr(7)) == "y" ||
    strjoin("x", lltostr(8)) == "y" ||
    strjoin("x", lltostr(9)) == "y" ||
    strjoin("x", lltostr(10)) == "y" ||
    strjoin("x", lltostr(11)) == "y" ||
    strjoin("x", lltostr(12)) == "y" ||
    strjoin("x", lltostr(13)) == "y" ||
    strjoin("x", lltostr(14)) == "y" ||
    strjoin("x", lltostr(15)) == "y" ||
    strjoin("x", lltostr(16)) == "y" ||
    strjoin("x", lltostr(17)) == "y" ||
    strjoin("x", lltostr(18)) == "y" ||
    strjoin("x", lltostr(19)) == "y" ||
    strjoin("x", lltostr(20)) == "y" ||
    strjoin("x", lltostr(21)) == "y" ||
    strjoin("x", lltostr(22)) == "y" ||
    strjoin("x", lltostr(23)) == "y" ||
    strjoin("x", lltostr(24)) == "y" ||
    strjoin("x", lltostr(25)) == "y" ||
    strjoin("x", lltostr(26)) == "y" ||
    strjoin("x", lltostr(27)) == "y" ||
    strjoin("x", lltostr(28)) == "y" ||
    strjoin("x", lltostr(29)) == "y" ||
    strjoin("x", "y") == "xy"/
{
	printf("predicate\n");
}

BEGIN
{
	printf("%d %d %d\n", strlen(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin(toupper(strjoin("q", tolower("Z1"))), tolower("Z2"))), tolower("Z3"))), tolower("Z4"))), tolower("Z5"))), tolower("Z6"))), tolower("Z7"))), tolower("Z8"))), tolower("Z9"))), tolower("Z10"))), tolower("Z11"))), tolower("Z12"))), tolower("Z13"))), tolower("Z14"))), tolower("Z15"))), tolower("Z16"))), tolower("Z17"))), tolower("Z18"))), tolower("Z19"))), tolower("Z20"))), tolower("Z21"))), tolower("Z22"))), tolower("Z23"))), tolower("Z24"))), tolower("Z25")))),
	    index(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin("q", "Z1"), "Z2"), "Z3"), "Z4"), "Z5"), "Z6"), "Z7"), "Z8"), "Z9"), "Z10"), "Z11"), "Z12"), "Z13"), "Z14"), "Z15"), "Z16"), "Z17"), "Z18"), "Z19"), "Z20"), "Z21"), "Z22"), "Z23"), "Z24"), "Z25"), "Z7Z"), rindex(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(strjoin("q", "Z1"), "Z2"), "Z3"), "Z4"), "Z5"), "Z6"), "Z7"), "Z8"), "Z9"), "Z10"), "Z11"), "Z12"), "Z13"), "Z14"), "Z15"), "Z16"), "Z17"), "Z18"), "Z19"), "Z20"), "Z21"), "Z22"), "Z23"), "Z24"), "Z25"), "Z"));
	exit(0);
}
