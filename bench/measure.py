#!/usr/bin/env python3
"""Timing helpers for bench/run (stdlib only).

  measure.py wall R CMD...        median wall time of R runs, in ms
  measure.py first R CMD...       median time from spawn to the first line
                                  CMD writes on stdout (BEGIN's output), ms
  measure.py rss CMD...           peak RSS of CMD (a fresh child), in KiB
  measure.py bpfns PID            ns per run of the BPF programs PID holds
                                  (run_time_ns / run_cnt, bpf_stats enabled)
"""
import json
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
    subprocess.run(cmd, stdout=DEVNULL, stderr=DEVNULL)
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss


def bpfns(pid):
    out = subprocess.run(["bpftool", "-j", "prog", "show"], capture_output=True,
                         text=True).stdout
    ns = cnt = 0
    for p in json.loads(out or "[]"):
        if any(x.get("pid") == pid for x in p.get("pids", [])):
            ns += p.get("run_time_ns", 0)
            cnt += p.get("run_cnt", 0)
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
