#!/usr/bin/env python3
# Writes one D program and the C program that should print the same: random
# integer expressions (mode "pure"), chains of x op= v, ++, -- on every
# kind of D storage inside &&, || and ?: (mode "rmw"), or assignments to
# the bit-fields of a D struct (mode "bitfield").  D's operators mean
# what ANSI C's do (the Guide), so gcc -fwrapv's output is the expected
# output.  Avoided, as C leaves them undefined: division by zero and
# INT64_MIN / -1, shift counts past 63, an lvalue read and written without
# a sequence point.  Comparisons are cast to int64_t, and constants carry
# LL: an int-typed result of two int operands is where D's 64-bit
# intermediates differ from C's int width (the DTrace integer model).
# usage: c-differential.py pure|rmw|bitfield SEED COUNT DEPTH OUT.d OUT.c
import random
import sys

mode, seed, count, depth = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
out_d, out_c = sys.argv[5], sys.argv[6]
rnd = random.Random(seed)
MIN = "(-9223372036854775807LL-1)"


def lit(v):
    return MIN if v == -2**63 else "(%dLL)" % v


def const():
    r = rnd.random()
    if r < 0.4:
        return lit(rnd.randint(-20, 20))
    if r < 0.7:
        return lit(rnd.randint(-2**31, 2**31))
    return lit(rnd.randint(-2**63, 2**63 - 1))


# ---------------------------------------------------------------- pure
WIDE = ["a", "b", "c", "d", "e", "f"]        # a-d int64_t, e-f uint64_t
NARROW = [("g", "int"), ("h", "unsigned int"), ("i", "short"), ("j", "unsigned short"),
          ("k", "char"), ("l", "uint8_t"), ("m", "int8_t"), ("o", "long")]


def pure(d):
    if d == 0 or rnd.random() < 0.2:
        r = rnd.random()
        if r < 0.6:
            return rnd.choice(WIDE)
        if r < 0.75:
            return "((int64_t)%s)" % rnd.choice(NARROW)[0]
        return const()
    r = rnd.random()
    if r < 0.1:
        op = rnd.choice("-~!+")
        return ("((int64_t)(!%s))" if op == "!" else "(" + op + "%s)") % pure(d - 1)
    if r < 0.2:
        return "(%s ? %s : %s)" % (pure(d - 1), pure(d - 1), pure(d - 1))
    op = rnd.choice(["+", "-", "*", "&", "|", "^", "<", ">", "<=", ">=", "==", "!=",
                     "&&", "||", "/", "%", "<<", ">>"])
    x, y = pure(d - 1), pure(d - 1)
    if op in ("/", "%"):
        return "(((%s) == %s) ? 0LL : ((%s) %s ((%s) | 1LL)))" % (x, MIN, x, op, y)
    if op in ("<<", ">>"):
        return "((%s) %s ((%s) & 63LL))" % (x, op, y)
    if op in ("<", ">", "<=", ">=", "==", "!=", "&&", "||"):
        return "((int64_t)(%s %s %s))" % (x, op, y)
    return "(%s %s %s)" % (x, op, y)


# ----------------------------------------------------------------- rmw
# (D lvalue, C lvalue); the C names stand for the same storage
def lvalue():
    k = rnd.randint(0, 3)
    return rnd.choice([("a", "a"), ("b", "b"), ("self->x", "sx"), ("self->y", "sy"),
                       ("this->p", "tp"), ("A[%d]" % k, "A[%d]" % k), ('B["k%d"]' % k, "B[%d]" % k),
                       ("st.u", "st.u"), ("st.v", "st.v"), ("arr[%d]" % k, "arr[%d]" % k),
                       ("self->T[%d]" % k, "T[%d]" % k)])


def rmw(d):
    if d == 0 or rnd.random() < 0.25:
        return rnd.choice([lvalue(), (const(),) * 2])
    r = rnd.random()
    if r < 0.3:
        lv = lvalue()
        op = rnd.choice(["=", "+=", "-=", "*=", "&=", "|=", "^=", "<<=", ">>=",
                         "++x", "--x", "x++", "x--"])
        if op.endswith("x"):
            return ("(%s%s)" % (op[:2], lv[0]), "(%s%s)" % (op[:2], lv[1]))
        if op.startswith("x"):
            return ("(%s%s)" % (lv[0], op[1:]), "(%s%s)" % (lv[1], op[1:]))
        v = rmw(d - 1)
        if lv[0].split("[")[0] in v[0] or lv[1].split("[")[0] in v[1]:
            v = (const(),) * 2      # x op= (... x ...) is unsequenced in C
        if op in ("<<=", ">>="):
            v = ("(%s & 7LL)" % v[0], "(%s & 7LL)" % v[1])
        return ("(%s %s %s)" % (lv[0], op, v[0]), "(%s %s %s)" % (lv[1], op, v[1]))
    if r < 0.5:
        c, x, y = rmw(d - 1), rmw(d - 1), rmw(d - 1)
        return tuple("(%s ? %s : %s)" % (c[i], x[i], y[i]) for i in (0, 1))
    if r < 0.7:
        op = rnd.choice(["&&", "||"])
        x, y = rmw(d - 1), rmw(d - 1)
        return tuple("((int64_t)(%s %s %s))" % (x[i], op, y[i]) for i in (0, 1))
    op = rnd.choice(["+", "-", "*", "&", "|", "^"])
    x, y = rmw(0), rmw(0)
    return tuple("(%s %s %s)" % (x[i], op, y[i]) for i in (0, 1))


BITS = [("a", "unsigned int", 3), ("b", "int", 5), ("c", "unsigned int", 12), ("d", "int", 1),
        ("e", "unsigned long long", 40), ("f", "long long", 23)]


def bitfield():
    nm = rnd.choice(BITS)[0]
    op = rnd.choice(["=", "+=", "-=", "*=", "|=", "&=", "^=", "++x", "--x", "x++", "x--"])
    if op.endswith("x"):
        return "(%sst.%s)" % (op[:2], nm)
    if op.startswith("x"):
        return "(st.%s%s)" % (nm, op[1:])
    v = const() if rnd.random() < 0.6 else "st." + rnd.choice([b[0] for b in BITS if b[0] != nm])
    return "(st.%s %s %s)" % (nm, op, v)


D, C = [], []
if mode == "bitfield":
    decl = "struct bf { " + " ".join("%s %s:%d;" % (t, nm, w) for nm, t, w in BITS) + " }; struct bf st;"
    D.append(decl + "\nBEGIN\n{")
    C.append("#include <stdio.h>\n#include <stdint.h>\n" + decl + "\nint main(void)\n{")
    exprs = [(e, e) for e in (bitfield() for _ in range(count))]
    finals = [("st." + b[0], "st." + b[0]) for b in BITS]
elif mode == "pure":
    decl = "int64_t a, b, c, d; uint64_t e, f; " + "".join("%s %s; " % (t, v) for v, t in NARROW)
    D.append(decl + "\nBEGIN\n{")
    C.append("#include <stdio.h>\n#include <stdint.h>\n" + decl + "\nint main(void)\n{")
    for v in WIDE:
        s = "\t%s = %s;" % (v, lit(rnd.randint(-2**63, 2**63 - 1)))
        D.append(s)
        C.append(s)
    for v, t in NARROW:
        s = "\t%s = (%s)%s;" % (v, t, lit(rnd.randint(-2**62, 2**62)))
        D.append(s)
        C.append(s)
    exprs = [(e, e) for e in (pure(depth) for _ in range(count))]
    finals = []
else:
    D.append("struct s { int64_t u; int v; }; struct s st; int64_t a, b; int arr[4]; short A[int64_t];\n"
             "int64_t B[string]; self int64_t T[int64_t]; self int64_t x; self unsigned int y;\n"
             "BEGIN\n{\n\tthis->p = 0;")
    C.append("#include <stdio.h>\n#include <stdint.h>\nstruct s { int64_t u; int v; } st; int tp;\n"
             "int arr[4]; short A[4]; int64_t a, b, sx; unsigned int sy; int64_t B[4], T[4];\n"
             "int main(void)\n{")
    exprs = [rmw(depth) for _ in range(count)]
    finals = [("a", "a"), ("b", "b"), ("self->x", "sx"), ("self->y", "sy"), ("this->p", "tp"),
              ("st.u", "st.u"), ("st.v", "st.v")] + \
        [(f % k, g % k) for k in range(4) for f, g in
         (("A[%d]", "A[%d]"), ('B["k%d"]', "B[%d]"), ("arr[%d]", "arr[%d]"), ("self->T[%d]", "T[%d]"))]
for i, (de, ce) in enumerate(exprs):
    D.append('\tprintf("%d %%d\\n", (int64_t)(%s));' % (i, de))
    C.append('\tprintf("%d %%lld\\n", (long long)(int64_t)(%s));' % (i, ce))
for de, ce in finals:
    D.append('\tprintf("%s %%d\\n", (int64_t)%s);' % (ce, de))
    C.append('\tprintf("%s %%lld\\n", (long long)(int64_t)%s);' % (ce, ce))
D.append("\texit(0);\n}")
C.append("\treturn 0;\n}")
open(out_d, "w").write("\n".join(D) + "\n")
open(out_c, "w").write("\n".join(C) + "\n")
