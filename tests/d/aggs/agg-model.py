#!/usr/bin/env python3
# A model of DTrace's aggregations written from their definition (the
# guide's "Aggregations" and "Output Formatting" chapters, and libdtrace's
# sort and print rules: dt_aggregate.c's comparisons, dt_consume.c's
# default output): it writes a D program of random aggregations, options
# and printa()/trunc()/normalize()/clear() actions, and the output DTrace
# must print for it.
#   values: count, sum (64-bit wrap), min, max, avg (signed division
#     toward zero), stddev (integer: sqrt(E[x^2] - E[x]^2) with 128-bit sums),
#     quantize, lquantize, llquantize.
#   order: by aggregation (the order the program first names them), then by
#     value, ties by key (aggsortkey: key first); keys field by field from
#     aggsortkeypos, integers unsigned of their size, strings bytewise;
#     distributions by the sum of count * bucket value, ties by the count
#     at zero; aggsortrev reverses it all; a joined printa() compares the
#     aggregations from aggsortpos on, a key missing from one is zero.
#   trunc(@, n): keeps the n largest (n < 0: the -n smallest) by value then
#     key, whatever the aggsort options; normalize() divides what is
#     printed (toward zero), never the order; clear() keeps the keys.
#   output: the default (" %16lld" value, key columns " %16lld", " %8d",
#     " %5u", " %3u", "  %-50s"; the distributions' tables) and printa()
#     formats with %d/%s keys and %@d values.
# Quantize's top bucket is scanned like the others (our documented
# departure: libdtrace's scan stops one short of it).
# usage: agg-model.py SEED OUT.d OUT.expected
import random
import sys
from fractions import Fraction

seed, out_d, out_r = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rnd = random.Random(seed)
M64 = 2**64
I64MIN, I64MAX = -2**63, 2**63 - 1


def wrap(v):
    v %= M64
    return v - M64 if v >= 2**63 else v


def cdiv(a, b):         # C's signed division, toward zero
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def isqrt(n):
    if n <= 0:
        return 0
    x = 1 << ((n.bit_length() + 1) // 2)
    while True:
        y = (x + n // x) // 2
        if y >= x:
            return x
        x = y


# ------------------------------------------------------------ buckets
def qbucket(v):
    if v == 0:
        return 63
    if v > 0:
        return 64 + v.bit_length() - 1
    return max(0, 62 - ((-v).bit_length() - 1))


def qval(b):
    return -(1 << (62 - b)) if b < 63 else 0 if b == 63 else 1 << (b - 64)


class LQ:
    def __init__(self, base, limit, step):
        self.base, self.limit, self.step = base, limit, step
        self.levels = (limit - base) // step
        self.n = self.levels + 2

    def bucket(self, v):
        if v < self.base:
            return 0
        if v >= self.base + self.levels * self.step:
            return self.levels + 1
        return 1 + (v - self.base) // self.step

    def weights(self):          # dt_aggregate_lquantizedsum
        w = [self.base - 1] + [self.base + i * self.step for i in range(self.levels)]
        return w + [self.base + self.levels * self.step + 1]

    def zero(self, b):          # dt_aggregate_lquantizedzero
        for i, w in enumerate(self.weights()):
            if w == 0:
                return b[i]
        return 0

    def labels(self):
        lab = ["< %d" % self.base] + ["%d" % (self.base + i * self.step)
                                      for i in range(self.levels)]
        return lab + [">= %d" % (self.base + self.levels * self.step)]


class LLQ:
    def __init__(self, factor, low, high, steps):
        self.f, self.low, self.high, self.steps = factor, low, high, steps
        self.sf = steps // factor
        self.per = steps - self.sf
        self.bin0 = 1 + (high - low + 1) * self.per
        self.n = 2 * self.bin0 + 1
        # magnitudes of the lower bounds, None for bins holding no integer
        mag = [None] * self.n
        mag[self.bin0] = 0
        i, m = 1, low

        def put(k, v):
            if self.bin0 - k >= 0:
                mag[self.bin0 + k] = mag[self.bin0 - k] = v
        put(1, factor ** low)
        if low == 0 and steps > factor:
            for st in range(2, factor + 1):
                i += self.sf
                put(i, st)
            m += 1
        scale = factor ** (m + 1) // steps
        while m <= high:
            for st in range(self.sf + 1, steps + 1):
                i += 1
                put(i, st * scale)
            scale *= factor
            m += 1
        mag[0] = mag[self.n - 1] = factor ** (high + 1)
        self.mag = mag

    def bucket(self, v):
        a = abs(v)
        if a < self.f ** self.low:
            return self.bin0
        if a >= self.f ** (self.high + 1):
            return self.n - 1 if v > 0 else 0
        m = self.low
        while m < self.high and a >= self.f ** (m + 1):
            m += 1
        if m == 0 and self.steps > self.f:
            k = 1 + (a - 1) * self.sf
        else:
            w = max(1, self.f ** (m + 1) // self.steps)
            k = 1 + (m - self.low) * self.per + a // w - self.sf
        return self.bin0 + k if v > 0 else self.bin0 - k

    def weights(self):
        return [0 if x is None else (-x if i < self.bin0 else x)
                for i, x in enumerate(self.mag)]

    def zero(self, b):
        return b[self.bin0]


# ------------------------------------------------------------- the program
KEYTYPES = [("int", 4), ("int64_t", 8), ("uint8_t", 1), ("uint16_t", 2), ("string", 0)]
WORDS = ["a", "b", "ab", "ba", "abc", "z", "", "A", "a b", "zz"]
FUNCS = ["count", "sum", "min", "max", "avg", "stddev", "quantize", "lquantize",
         "llquantize"]


def rvalue():
    r = rnd.random()
    if r < 0.6:
        return rnd.randint(-20, 40)
    if r < 0.85:
        return rnd.randint(-5000, 100000)
    return rnd.choice([I64MIN, I64MAX, -2**40, 2**40, 2**62 - 1, -2**62])


def rkey(kt):
    if kt == "string":
        return rnd.choice(WORDS)
    return rnd.choice([0, 1, 2, 3, -1, 7, 200, 300, -300, 70000])


def keyval(kt, size, v):        # the key as stored: integers cut to their size
    if kt == "string":
        return v
    u = v % (1 << (8 * size))
    if kt in ("int", "int64_t") and u >= 1 << (8 * size - 1):
        return u - (1 << (8 * size))
    return u


def keysort(kt, size, v):       # compared unsigned of their size, strings bytewise
    return v.encode() if kt == "string" else v % (1 << (8 * size))


def dkey(kt, v):
    return '"%s"' % v if kt == "string" else "(%s)%d" % (kt, v)


class Agg:
    def __init__(self, name, func, keys):
        self.name, self.func, self.keys = name, func, keys
        self.ents = {}          # key tuple -> data
        self.normal = 1
        self.hist = None
        if func == "lquantize":
            base = rnd.randint(-20, 10)
            step = rnd.choice([1, 2, 5, 10])
            self.hist = LQ(base, base + step * rnd.randint(1, 8), step)
            self.args = ", %d, %d, %d" % (base, self.hist.limit, step)
        elif func == "llquantize":
            f = rnd.choice([2, 10, 4])
            low = rnd.randint(0, 2)
            # steps divide the factor, or are a multiple of it dividing
            # factor^(low + 1) (factor^2 when low is 0)
            steps = rnd.choice([s for s in (1, 2, 4, 5, 8, 10, 20, 50, 100)
                                if (s <= f and f % s == 0) or
                                (s > f and s % f == 0 and f ** (low + 1 if low else 2) % s == 0)])
            high = low + rnd.randint(0, 3)
            self.hist = LLQ(f, low, high, steps)
            self.args = ", %d, %d, %d, %d" % (f, low, high, steps)
        else:
            self.args = ""
        if func == "quantize":
            self.nb = 127
        elif self.hist:
            self.nb = self.hist.n

    def zero_data(self):
        f = self.func
        if f in ("count", "sum"):
            return [0]
        if f in ("min", "max", "avg"):
            return [0, 0]
        if f == "stddev":
            return [0, 0, 0]
        return [0] * self.nb

    def update(self, key, v, incr=None):
        d = self.ents.setdefault(key, self.zero_data())
        f = self.func
        if f == "count":
            d[0] += 1
        elif f == "sum":
            d[0] = wrap(d[0] + v)
        elif f == "min":
            d[1] = v if d[0] == 0 or v < d[1] else d[1]
            d[0] += 1
        elif f == "max":
            d[1] = v if d[0] == 0 or v > d[1] else d[1]
            d[0] += 1
        elif f == "avg":
            d[0] += 1
            d[1] = wrap(d[1] + v)
        elif f == "stddev":
            d[0] += 1
            d[1] = wrap(d[1] + v)
            d[2] = (d[2] + v * v) % 2**128
        else:
            b = qbucket(v) if f == "quantize" else self.hist.bucket(v)
            d[b] = wrap(d[b] + (1 if incr is None else incr))

    # what DTrace sorts by
    def sortval(self, d):
        f = self.func
        if f in ("count", "sum"):
            return (d[0], 0)
        if f in ("min", "max"):
            return (d[1], 0)
        if f == "avg":
            return (cdiv(d[1], d[0]) if d[0] else 0, 0)
        if f == "stddev":
            return (self.stddev(d, 1), 0)
        w = [qval(i) for i in range(127)] if f == "quantize" else self.hist.weights()
        z = d[63] if f == "quantize" else self.hist.zero(d)
        return (sum(c * x for c, x in zip(d, w)), z)

    def stddev(self, d, normal):
        if d[0] == 0:
            return 0
        # the sum of squares divided by normal^2, so that this is the
        # deviation of the normalized values (libdtrace divides it by
        # normal once, which is no deviation: one value of 664 normalized
        # by 10 would print 199, not 0 to 7)
        sq = d[2] // normal // normal // d[0]
        avg = abs(cdiv(cdiv(d[1], normal), d[0]))
        return isqrt(sq - avg * avg) % M64

    def scalar(self, d):        # the value printed, normalized
        f, n = self.func, self.normal
        if f == "count":
            return d[0] // n
        if f == "sum":
            return cdiv(d[0], n)
        if f in ("min", "max"):
            return cdiv(d[1], n)
        if f == "avg":
            return cdiv(cdiv(d[1], n), d[0]) if d[0] else 0
        return self.stddev(d, n)

    def keysortval(self, key, keypos):
        n = len(self.keys)
        if keypos >= n or keypos < 0:
            keypos = 0
        return tuple(keysort(*self.keys[(keypos + i) % n], key[(keypos + i) % n])
                     for i in range(n))


def hist_lines(agg, d):
    n = agg.normal
    if agg.func == "quantize":
        nz = [i for i in range(127) if d[i] != 0]
        first, last = (nz[0] - 1 if nz[0] > 0 else 0, nz[-1] + 1 if nz[-1] < 126 else 126) \
            if nz else (62, 64)
        rows = [("%d" % qval(i), i) for i in range(first, last + 1)]
        scan = (first, last)
    elif agg.func == "lquantize":
        nz = [i for i in range(agg.nb) if d[i] != 0]
        first, last = (max(nz[0] - 1, 0), min(nz[-1] + 1, agg.nb - 1)) if nz else (0, 2)
        lab = agg.hist.labels()
        rows = [(lab[i], i) for i in range(first, last + 1)]
        scan = (first, last)
    else:
        h = agg.hist
        nz = [i for i in range(h.n) if d[i] != 0]
        first, last = (nz[0], nz[-1]) if nz else (h.bin0 + 1, h.bin0 + 1)
        scan = (first, last)
        first, last = max(first - 1, 0), min(last + 1, h.n - 1)
        lab = [None] * h.n
        for i, m in enumerate(h.mag):
            if m is not None:
                lab[i] = ("-%d" % m) if i < h.bin0 else "%d" % m
        scale = h.f ** h.low
        lab[h.bin0] = "0" if scale == 1 else ("< %d" % scale) if first >= h.bin0 \
            else "abs() < %d" % scale
        lab[0] = "<= -%d" % h.mag[0]
        lab[h.n - 1] = ">= %d" % h.mag[h.n - 1]
        pad = h.sf if h.low == 0 and h.steps > h.f else 0
        for edge, direction in ((first, -1), (last, 1)):
            if pad and lab[edge] is None:
                for i in range(1, pad):
                    j = edge + direction * i
                    if 0 <= j < h.n and lab[j] is not None:
                        lab[edge] = lab[j]
                        break
        rows = [(lab[i], i) for i in range(first, last + 1) if lab[i] is not None]
    vals = d[scan[0]:scan[1] + 1]
    pos, neg = any(v > 0 for v in vals), any(v < 0 for v in vals)
    total = sum(abs(v) for v in vals)
    out = ["", "%16s %41s %-9s" % ("value", "------------- Distribution -------------", "count")]
    for label, i in rows:
        v = d[i]
        cnt = "%-9d" % cdiv(v, n)
        if not neg:
            dep = int(Fraction(abs(v) * 40, total) + Fraction(1, 2)) if pos else 0
            bar = "|" + "@" * dep + " " * (40 - dep) + " " + cnt
        elif not pos:
            dep = int(Fraction(abs(v) * 40, total) + Fraction(1, 2))
            bar = " " * (40 - dep) + "@" * dep + "| " + cnt
        else:
            dep = int(Fraction(abs(v) * 20, total) + Fraction(1, 2))
            if v <= 0:
                bar = " " * (20 - dep) + "@" * dep + "|" + " " * 20 + " " + cnt
            else:
                bar = " " * 20 + "|" + "@" * dep + " " * (20 - dep) + " " + cnt
        out.append("%16s %s" % (label, bar))
    return out


def default_key(kt, size, v):
    if kt == "string":
        return "  %-50s" % v
    return {8: " %16d", 4: " %8d", 2: " %5d", 1: " %3d"}[size] % v


def default_val(agg, d):
    if agg.func in ("quantize", "lquantize", "llquantize"):
        return None
    return " %16d" % agg.scalar(d)


def pf_val(agg, d):     # %@d
    if agg.func in ("quantize", "lquantize", "llquantize"):
        return "\n".join(hist_lines(agg, d)) + "\n"
    return "%d" % agg.scalar(d)


# ------------------------------------------------------------ generation
nkeys = rnd.randint(1, 3)
keys = [rnd.choice(KEYTYPES) for _ in range(nkeys)]
opts = {}
if rnd.random() < 0.4:
    opts["aggsortkey"] = None
if rnd.random() < 0.4:
    opts["aggsortrev"] = None
if rnd.random() < 0.5:
    opts["aggsortkeypos"] = rnd.randint(0, 3)
if rnd.random() < 0.5:
    opts["aggsortpos"] = rnd.randint(0, 3)

naggs = rnd.randint(2, 4)
aggs = []
for i in range(naggs):
    func = rnd.choice(FUNCS)
    ks = keys if rnd.random() < 0.7 else [rnd.choice(KEYTYPES)]
    aggs.append(Agg("a%d" % i, func, ks))

d_lines = ["#pragma D option quiet"]
for o, v in opts.items():
    d_lines.append("#pragma D option %s%s" % (o, "" if v is None else "=%d" % v))
d_lines += ["", "BEGIN", "{"]
nupd = rnd.randint(5, 25)
keypool = {}
for a in aggs:
    pool = [tuple(keyval(kt, sz, rkey(kt)) for kt, sz in a.keys) for _ in range(rnd.randint(1, 6))]
    for _ in range(nupd):
        k = rnd.choice(pool)
        v = rvalue() if a.func != "stddev" else rnd.randint(-1000, 1000)
        incr = None
        if a.func in ("quantize", "lquantize", "llquantize") and rnd.random() < 0.2:
            incr = rnd.randint(-3, 3)
        kexpr = ", ".join(dkey(kt, x) for (kt, _), x in zip(a.keys, k))
        arg = "" if a.func == "count" else "%d" % v if v != I64MIN else \
            "-9223372036854775807 - 1"
        extra = a.args + (", %d" % incr if incr is not None else "")
        d_lines.append("\t@%s[%s] = %s(%s%s);" % (a.name, kexpr, a.func, arg, extra))
        a.update(k, v, incr)
d_lines += ["\texit(0);", "}", "", "END", "{"]

rev = "aggsortrev" in opts
bykey = "aggsortkey" in opts
keypos = opts.get("aggsortkeypos", 0)
sortpos = opts.get("aggsortpos", 0)


def order(agg, ents):
    def k(item):
        key, d = item
        v = agg.sortval(d)
        ks = agg.keysortval(key, keypos)
        return (ks, v) if bykey else (v, ks)
    return sorted(ents.items(), key=k, reverse=rev)


expected = []
printed = set()
for a in aggs:
    r = rnd.random()
    if r < 0.2 and a.ents:
        n = rnd.choice([1, 2, -1, -2, 0, 3])
        d_lines.append("\ttrunc(@%s, %d);" % (a.name, n))
        items = sorted(a.ents.items(), key=lambda it: (a.sortval(it[1]),
                                                       a.keysortval(it[0], 0)),
                       reverse=n > 0)
        a.ents = dict(items[:abs(n)])
    elif r < 0.35:
        n = rnd.choice([2, 3, 10])
        d_lines.append("\tnormalize(@%s, %d);" % (a.name, n))
        a.normal = n
    elif r < 0.45:
        # clear(): the keys stay, the values restart (min() and max() from
        # INT64_MAX and INT64_MIN, which they print until fed again)
        d_lines.append("\tclear(@%s);" % a.name)
        for key in a.ents:
            a.ents[key] = a.zero_data()
            if a.func == "min":
                a.ents[key][1] = I64MAX
            elif a.func == "max":
                a.ents[key][1] = I64MIN

# printa() of one aggregation, with or without a format
for a in aggs:
    if rnd.random() < 0.5:
        continue
    printed.add(a.name)
    if rnd.random() < 0.5:
        d_lines.append("\tprinta(@%s);" % a.name)
        expected.append("")
        for key, d in order(a, a.ents):
            line = "".join(default_key(kt, sz, x) for (kt, sz), x in zip(a.keys, key))
            v = default_val(a, d)
            if v is None:
                expected.append(line)
                expected.extend(hist_lines(a, d)[1:])
                expected.append("")
            else:
                expected.append(line + v)
    else:
        fmt = "".join(("%s " if kt == "string" else "%d ") for kt, _ in a.keys) + "[%@d]\\n"
        d_lines.append('\tprinta("%s", @%s);' % (fmt, a.name))
        for key, d in order(a, a.ents):
            s = "".join((x + " ") if kt == "string" else "%d " % x
                        for (kt, _), x in zip(a.keys, key))
            expected.append(s + "[" + pf_val(a, d) + "]")

# a joined printa() of the aggregations sharing the common keys
joined = [a for a in aggs if a.keys == keys]
if len(joined) >= 2 and rnd.random() < 0.8:
    for a in joined:
        printed.add(a.name)
    fmt = "".join(("%s " if kt == "string" else "%d ") for kt, _ in keys) + \
        " ".join("<%@d>" for _ in joined) + "\\n"
    d_lines.append('\tprinta("%s", %s);' % (fmt, ", ".join("@" + a.name for a in joined)))
    rows = {}
    for a in joined:
        for key in a.ents:
            rows[key] = True
    sp = sortpos if sortpos < len(joined) else 0
    rot = joined[sp:] + joined[:sp]

    def jk(key):
        vals = tuple(a.sortval(a.ents.get(key, a.zero_data())) for a in rot)
        ks = joined[0].keysortval(key, keypos)
        return (ks, vals) if bykey else (vals, ks)
    for key in sorted(rows, key=jk, reverse=rev):
        s = "".join((x + " ") if kt == "string" else "%d " % x for (kt, _), x in zip(keys, key))
        expected.append(s + " ".join("<" + pf_val(a, a.ents.get(key, a.zero_data())) + ">"
                                     for a in joined))
d_lines += ["}"]

# what is left is printed at the end, by aggregation (reversed by aggsortrev)
rest = [a for a in aggs if a.name not in printed]
expected.append("")     # dtrace's blank line at the end, with or without them
for a in (reversed(rest) if rev else rest):
    for key, d in order(a, a.ents):
        line = "".join(default_key(kt, sz, x) for (kt, sz), x in zip(a.keys, key))
        v = default_val(a, d)
        if v is None:
            expected.append(line)
            expected.extend(hist_lines(a, d)[1:])
            expected.append("")
        else:
            expected.append(line + v)

with open(out_d, "w") as f:
    f.write("\n".join(d_lines) + "\n")
with open(out_r, "w") as f:
    f.write("\n".join(expected) + "\n")
