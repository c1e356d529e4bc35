#!/usr/bin/env python3
# Programs of shapes c-differential.py does not make, with their expected
# output: the C program that prints the same (gcc -fwrapv runs it).
#   deep     expressions DEPTH deep (10-40) along one spine (size stays
#            linear), mixing every integer operator, ?:, && || ^^, casts
#            to narrow types, and side effects (x++, ++x, x += c on
#            globals, self->, this-> and associative-array elements) in
#            the arms that short-circuit or ?: may skip: each side effect
#            has a counter of its own, printed at the end, so one that ran
#            when it must not (or not when it must) shows.
#   printf   printf()s of COUNT values (its limit is the record's), each a
#            nested expression
#   clauses  COUNT clauses on one probe, each with a long predicate over
#            the variables the earlier ones set, and many variables of
#            each kind
# usage: shape-differential.py deep|printf|clauses SEED COUNT DEPTH OUT.d OUT.c
import random
import sys

mode, seed, count, depth = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
out_d, out_c = sys.argv[5], sys.argv[6]
rnd = random.Random(seed)
MIN = "(-9223372036854775807LL-1)"
VARS = ["a", "b", "c", "d", "e", "f"]        # a-d int64_t, e-f uint64_t
CASTS = ["int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t", "uint64_t"]
counters = []           # (D lvalue, C lvalue)


def lit(v):
    return MIN if v == -2**63 else "(%dLL)" % v


def const():
    r = rnd.random()
    if r < 0.5:
        return lit(rnd.randint(-20, 20))
    if r < 0.8:
        return lit(rnd.randint(-2**31, 2**31))
    return lit(rnd.randint(-2**63, 2**63 - 1))


def side_effect():
    """A read-modify-write of a counter no other expression touches."""
    k = len(counters)
    kind = rnd.randrange(4)
    dv = ["gv%d" % k, "self->sv%d" % k, "this->tv%d" % k, "A[%d]" % k][kind]
    cv = "n%d" % k
    counters.append((dv, cv))
    op = rnd.choice(["++x", "--x", "x++", "x--", "+="])
    if op == "+=":
        c = rnd.randint(1, 9)
        return "(%s += %d)" % (dv, c), "(%s += %d)" % (cv, c)
    if op.endswith("x"):
        return "(%s%s)" % (op[:2], dv), "(%s%s)" % (op[:2], cv)
    return "(%s%s)" % (dv, op[1:]), "(%s%s)" % (cv, op[1:])


def leaf():
    r = rnd.random()
    if r < 0.45:
        v = rnd.choice(VARS)
        return v, v
    if r < 0.6:
        v = "((int64_t)(%s)%s)" % (rnd.choice(CASTS), rnd.choice(VARS))
        return v, v
    if r < 0.8:
        v = const()
        return v, v
    return side_effect()


def both(fmt, *xs):
    return tuple(fmt % tuple(x[i] for x in xs) for i in (0, 1))


def gen(d):
    """An expression d deep: one operand d - 1 deep, the others shallow."""
    if d <= 0:
        return leaf()

    def sub(deep):
        return gen(d - 1) if deep else gen(rnd.randint(0, min(2, d - 1)))
    r = rnd.random()
    if r < 0.08:
        op = rnd.choice("-~+!")
        x = sub(True)
        return both("((int64_t)(!%s))" if op == "!" else "(" + op + "%s)", x)
    if r < 0.14:
        return both("((int64_t)(%s)(%%s))" % rnd.choice(CASTS), sub(True))
    if r < 0.28:
        i = rnd.randrange(3)
        xs = [sub(j == i) for j in range(3)]
        return both("(%s ? %s : %s)", *xs)
    op = rnd.choice(["+", "-", "*", "&", "|", "^", "<", ">", "<=", ">=", "==", "!=",
                     "&&", "||", "^^", "&&", "||", "^^", "/", "%", "<<", ">>"])
    if rnd.random() < 0.5:
        x, y = sub(True), sub(False)
    else:
        x, y = sub(False), sub(True)
    if op in ("/", "%"):
        # x is evaluated twice: keep its side effects out of it
        x = gen(0)
        while x[0] != x[1]:
            x = gen(0)
        return (("(((%s) == %s) ? 0LL : ((%s) %s ((%s) | 1LL)))" % (x[0], MIN, x[0], op, y[0])),
                ("(((%s) == %s) ? 0LL : ((%s) %s ((%s) | 1LL)))" % (x[1], MIN, x[1], op, y[1])))
    if op in ("<<", ">>"):
        return both("((%s) " + op + " ((%s) & 63LL))", x, y)
    if op == "^^":
        # both operands are evaluated, as in DTrace
        return ("((int64_t)(%s ^^ %s))" % (x[0], y[0]),
                "((int64_t)(!!(%s) != !!(%s)))" % (x[1], y[1]))
    if op in ("<", ">", "<=", ">=", "==", "!=", "&&", "||"):
        return both("((int64_t)(%s " + op + " %s))", x, y)
    return both("(%s " + op + " %s)", x, y)


D, C = [], []
decl = "int64_t a, b, c, d; uint64_t e, f;"
D.append("#pragma D option quiet\n" + decl + "\nint64_t A[int64_t];")
C.append("#include <stdio.h>\n#include <stdint.h>\n" + decl)
init = ["\t%s = %s;" % (v, lit(rnd.randint(-2**63, 2**63 - 1))) for v in VARS]

if mode == "clauses":
    # COUNT clauses on BEGIN; clause i has a predicate of DEPTH terms over
    # the globals G0..G(n) and self->S, and changes them
    nv = 60
    D.append("int64_t " + ", ".join("G%d" % k for k in range(nv)) + ";\nself int64_t S;")
    C.append("int64_t " + ", ".join("G%d" % k for k in range(nv)) + ", S;\nint main(void)\n{")
    D.append("BEGIN\n{\n" + "\n".join("\tG%d = %d;" % (k, rnd.randint(-50, 50)) for k in range(nv)) + "\n}")
    for k in range(nv):
        C.append("\tG%d = 0;" % k)
    for k in range(nv):
        C.append(D[-1].split("\n")[2 + k])
    for i in range(count):
        terms = []
        for _ in range(depth):
            x, y = rnd.randrange(nv), rnd.randrange(nv)
            terms.append("G%d %s G%d" % (x, rnd.choice(["<", ">", "<=", ">=", "!="]), y))
        ops = [rnd.choice(["&&", "||", "^^"]) for _ in terms[1:]]
        pd = terms[0]
        pc = "(" + terms[0] + ")"
        for t, o in zip(terms[1:], ops):
            pd = "(%s) %s (%s)" % (pd, o, t)
            pc = ("(!!(%s) != !!(%s))" if o == "^^" else "((%s) " + o + " (%s))") % (pc, t)
        t = rnd.randrange(nv)
        s = rnd.randrange(nv)
        body = ["G%d = G%d * 3 + %d - (G%d > 40 ? G%d / 2 : 0);" % (t, s, i % 17, t, t),
                "S += G%d;" % t]
        D.append("BEGIN\n/%s/\n{\n\t%s\n\tself->%s\n}" % (pd, body[0], body[1]))
        C.append("\tif (%s) {\n\t\t%s\n\t\t%s\n\t}" % (pc, body[0], body[1]))
        # values kept small: the arithmetic must not overflow between checks
        D.append("BEGIN\n{\n\tG%d %%= 1000;\n}" % t)
        C.append("\tG%d %%= 1000;" % t)
    fin = " ".join(["%d"] * (nv + 1))
    D.append("BEGIN\n{\n\tprintf(\"%s\\n\", %s, self->S);\n\texit(0);\n}" %
             (fin, ", ".join("G%d" % k for k in range(nv))))
    C.append("\tprintf(\"%s\\n\", %s, (long long)S);\n\treturn 0;\n}" %
             (fin.replace("%d", "%lld"), ", ".join("(long long)G%d" % k for k in range(nv))))
else:
    exprs = []
    if mode == "deep":
        exprs = [[gen(depth)] for _ in range(count)]
    else:   # printf: count values, each `depth` deep, in one printf()
        exprs = [[gen(depth) for _ in range(count)] for _ in range(3)]
    n = len(counters)
    D.append("int64_t " + ", ".join("gv%d" % k for k in range(n)) + ";\nself int64_t " +
             ", ".join("sv%d" % k for k in range(n)) + ";" if n else "")
    C.append(("int64_t " + ", ".join("n%d" % k for k in range(n)) + ";") if n else "")
    C.append("int main(void)\n{")
    D.append("BEGIN\n{")
    D.extend(init)
    C.extend(init)
    for k, (dv, cv) in enumerate(counters):
        v = rnd.randint(-5, 5)
        D.append("\t%s = %d;" % (dv, v))
        C.append("\t%s = %d;" % (cv, v))
    for i, es in enumerate(exprs):
        D.append('\tprintf("%d%s\\n", %s);' % (i, " %d" * len(es),
                                               ", ".join("(int64_t)(%s)" % e[0] for e in es)))
        C.append('\tprintf("%d%s\\n", %s);' % (i, " %lld" * len(es),
                                               ", ".join("(long long)(int64_t)(%s)" % e[1] for e in es)))
    for dv, cv in counters:
        D.append('\tprintf("%s %%d\\n", %s);' % (cv, dv))
        C.append('\tprintf("%s %%lld\\n", (long long)%s);' % (cv, cv))
    D.append("\texit(0);\n}")
    C.append("\treturn 0;\n}")
open(out_d, "w").write("\n".join(D) + "\n")
open(out_c, "w").write("\n".join(C) + "\n")
