#!/usr/bin/env python3
"""Timing helpers for bench/run (stdlib only).

  measure.py wall R CMD...        median wall time of R runs, in ms
  measure.py first R CMD...       median time from spawn to the first line
                                  CMD writes on stdout (BEGIN's output), ms
  measure.py rss CMD...           peak RSS of CMD (a fresh child), in KiB
  measure.py bpfns PID            ns per run of the BPF programs PID holds
                                  (run_time_ns / run_cnt, bpf_stats enabled);
                                  "-" when none ran
  measure.py ratio FILE           one table cell from interleaved rounds:
                                  FILE has one line per round, "A B" (A
                                  over B); prints "median spread%" of A/B
                                  ("-" when no round gave two figures > 0)
  measure.py pairratio FILE       the same for paired rounds: consecutive
                                  rounds ran in the two attach orders, and
                                  the program run second on each event
                                  finds the caches warm, so a figure is the
                                  geometric mean of two rounds' ratios
  measure.py median FILE          median of column 1 ("-" when empty)
"""
import os
import resource
import statistics
import subprocess
import sys
import time

DEVNULL = subprocess.DEVNULL


def wall(runs, cmd):
    t = []
    for _ in range(runs):
        a = time.perf_counter()
        subprocess.run(cmd, stdout=DEVNULL, stderr=DEVNULL)
        t.append((time.perf_counter() - a) * 1e3)
    return statistics.median(t)


def first(runs, cmd):
    t = []
    for _ in range(runs):
        a = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=DEVNULL)
        p.stdout.readline()
        t.append((time.perf_counter() - a) * 1e3)
        p.wait()
    return statistics.median(t)


def rss(cmd):
    # A child forked from this interpreter would report the interpreter's
    # pages as its peak; /usr/bin/time forks from a 2 MiB process.
    if os.path.exists("/usr/bin/time"):
        r = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, stdout=DEVNULL,
                           stderr=subprocess.PIPE, text=True)
        return int(r.stderr.strip().splitlines()[-1])
    subprocess.run(cmd, stdout=DEVNULL, stderr=DEVNULL)
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss


def bpfns(pid):
    """The BPF programs PID holds, summed: a program fd's fdinfo carries
    its id and run statistics (a link fd's names the id only)."""
    progs = {}
    fdinfo = "/proc/%d/fdinfo" % pid
    for fd in os.listdir(fdinfo):
        try:
            with open(os.path.join(fdinfo, fd)) as f:
                info = dict(line.split(":", 1) for line in f if ":" in line)
        except OSError:
            continue
        if "prog_id" in info and "run_cnt" in info:
            progs[info["prog_id"].strip()] = (int(info["run_time_ns"]),
                                              int(info["run_cnt"]))
    ns = sum(p[0] for p in progs.values())
    cnt = sum(p[1] for p in progs.values())
    return ns / cnt if cnt else None


def figures(path, cols):
    """Rows of FILE whose first `cols` fields are all numbers > 0 (none
    when the rows were not measured: the control row runs with MODES'
    count only)."""
    rows = []
    if not os.path.exists(path):
        return rows
    with open(path) as f:
        for line in f:
            v = line.split()[:cols]
            try:
                v = [float(x) for x in v]
            except ValueError:
                continue
            if len(v) == cols and all(x > 0 for x in v):
                rows.append(v)
    return rows


def ratio(path):
    """Median of the per-round ratios, and their spread: half the range
    of the ratios, in % of the median (how far apart the rounds were)."""
    r = [a / b for a, b in figures(path, 2)]
    if not r:
        return "-"
    m = statistics.median(r)
    return "%.2f %.1f" % (m, 100 * (max(r) - min(r)) / 2 / m)


def pairratio(path):
    r = [a / b for a, b in figures(path, 2)]
    # a round's two attach orders, lines 2k and 2k+1
    r = [(r[i] * r[i + 1]) ** 0.5 for i in range(0, len(r) - 1, 2)]
    if not r:
        return "-"
    m = statistics.median(r)
    return "%.2f %.1f" % (m, 100 * (max(r) - min(r)) / 2 / m)

def cpu(out, cmd):
    # wall s, user s, sys s of cmd alone (its output to out): the traced
    # workload is not its child, so wait4's figures are the tracer's own
    with open(out, "w") as f:
        a = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=f, stderr=DEVNULL)
        _, _, ru = os.wait4(p.pid, 0)
        return "%.2f %.2f %.2f" % (time.perf_counter() - a, ru.ru_utime, ru.ru_stime)


def main():
    what = sys.argv[1]
    if what == "wall":
        print("%.1f" % wall(int(sys.argv[2]), sys.argv[3:]))
    elif what == "first":
        print("%.1f" % first(int(sys.argv[2]), sys.argv[3:]))
    elif what == "rss":
        print(rss(sys.argv[2:]))
    elif what == "bpfns":
        v = bpfns(int(sys.argv[2]))
        print("-" if v is None else "%.1f" % v)
    elif what == "cpu":
        print(cpu(sys.argv[2], sys.argv[3:]))
    elif what == "ratio":
        print(ratio(sys.argv[2]))
    elif what == "pairratio":
        print(pairratio(sys.argv[2]))
    elif what == "median":
        r = figures(sys.argv[2], 1)
        print("%.1f" % statistics.median(x[0] for x in r) if r else "-")
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
