#!/usr/bin/env python3
"""Timing helpers for bench/run (stdlib only).

  measure.py wall R CMD...        median wall time of R runs, in ms
  measure.py first R CMD...       median time from spawn to the first line
                                  CMD writes on stdout (BEGIN's output), ms
  measure.py rss CMD...           peak RSS of CMD (a fresh child), in KiB
  measure.py bpfns PID            ns per run of the BPF programs PID holds
                                  (run_time_ns / run_cnt, bpf_stats enabled)
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
    return ns / cnt if cnt else float("nan")


def main():
    what = sys.argv[1]
    if what == "wall":
        print("%.1f" % wall(int(sys.argv[2]), sys.argv[3:]))
    elif what == "first":
        print("%.1f" % first(int(sys.argv[2]), sys.argv[3:]))
    elif what == "rss":
        print(rss(sys.argv[2:]))
    elif what == "bpfns":
        print("%.1f" % bpfns(int(sys.argv[2])))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
