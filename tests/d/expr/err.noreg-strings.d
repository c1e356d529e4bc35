/* @@opts: -xerrtags */
/*
 * 30 strings alive at once: each strjoin() keeps its first argument while
 * the second is computed.  A limit of the code generator (as Oracle's pool
 * of temporary strings is): one sentence naming it (D_NOREG), not a
 * verifier refusal or a wrong string.
 */
BEGIN
{
	trace(strjoin(lltostr(1),
    strjoin(lltostr(2),
    strjoin(lltostr(3),
    strjoin(lltostr(4),
    strjoin(lltostr(5),
    strjoin(lltostr(6),
    strjoin(lltostr(7),
    strjoin(lltostr(8),
    strjoin(lltostr(9),
    strjoin(lltostr(10),
    strjoin(lltostr(11),
    strjoin(lltostr(12),
    strjoin(lltostr(13),
    strjoin(lltostr(14),
    strjoin(lltostr(15),
    strjoin(lltostr(16),
    strjoin(lltostr(17),
    strjoin(lltostr(18),
    strjoin(lltostr(19),
    strjoin(lltostr(20),
    strjoin(lltostr(21),
    strjoin(lltostr(22),
    strjoin(lltostr(23),
    strjoin(lltostr(24),
    strjoin(lltostr(25),
    strjoin(lltostr(26),
    strjoin(lltostr(27),
    strjoin(lltostr(28),
    strjoin(lltostr(29),
    strjoin(lltostr(30),
    "end")))))))))))))))))))))))))))))));
}
