"""Idle cost of a TimelineView: `TermDemo --mode clock` (a
`TimelineView(.periodic(from:by: 1))` clock) and `--mode still` (the same
screen without it) in a pty, each left alone for a while after its first
screen.

For each, from /proc: CPU time (utime + stime of /proc/<pid>/stat, in clock
ticks and seconds), wake-ups (voluntary and involuntary context switches
of all its threads, /proc/<pid>/task/*/status), and what it wrote (bytes
and redraws: writes more than 50 ms apart). The still screen must write
nothing and wake no more than the terminal session's own housekeeping; the
clock must redraw about once a second and use next to no CPU between ticks.

Usage: python3 Tests/EndToEnd/idle_cpu.py [TERMDEMO] [SECONDS]  (default
the built TermDemo, 10 s)
"""
from __future__ import annotations

import glob
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from demo_pty import Demo, Failure, built_demo, check  # noqa: E402


def cpu_ticks(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def context_switches(pid: int) -> int:
    total = 0
    for status in glob.glob(f"/proc/{pid}/task/*/status"):
        try:
            with open(status) as f:
                for line in f:
                    if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                        total += int(line.split()[1])
        except OSError:
            pass
    return total


def measure(binary: str, mode: str, seconds: float) -> dict:
    demo = Demo(binary, None, items=0, args=["--mode", mode])
    try:
        demo.wait_for(b"Idle check")
        demo.wait_for(b"quits")
        time.sleep(1.5)  # the first screen and the session's start-up queries settle
        with demo.lock:
            start_bytes = len(demo.output)
        writes: list[float] = []
        last_len = start_bytes
        ticks0, switches0, t0 = cpu_ticks(demo.pid), context_switches(demo.pid), time.monotonic()
        while time.monotonic() - t0 < seconds:
            with demo.lock:
                demo.lock.wait(0.01)
                length = len(demo.output)
                if length != last_len:
                    writes.append(demo.last_output)
                    last_len = length
        ticks1, switches1, t1 = cpu_ticks(demo.pid), context_switches(demo.pid), time.monotonic()
        with demo.lock:
            written = len(demo.output) - start_bytes
        redraws = sum(1 for i, t in enumerate(writes) if i == 0 or t - writes[i - 1] > 0.05)
        demo.quit()
        hz = os.sysconf("SC_CLK_TCK")
        return {
            "mode": mode, "wall": t1 - t0, "ticks": ticks1 - ticks0, "cpu": (ticks1 - ticks0) / hz,
            "switches": switches1 - switches0, "bytes": written, "redraws": redraws,
        }
    finally:
        if demo.status is None:
            demo.kill()


def main() -> None:
    binary = sys.argv[1] if len(sys.argv) > 1 else built_demo()
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 10.0
    if binary is None:
        sys.exit("idle_cpu: build TermDemo first (swift build)")
    try:
        results = [measure(binary, mode, seconds) for mode in ("still", "clock")]
        print(f"idle for {seconds:g} s after the first screen ({binary}):")
        print("  screen                 CPU s   ticks  wake-ups  redraws  bytes")
        for r in results:
            name = "TimelineView clock 1 s" if r["mode"] == "clock" else "same screen, no clock"
            print(f"  {name:<22} {r['cpu']:5.2f}  {r['ticks']:6d}  {r['switches']:8d}  {r['redraws']:7d}"
                  f"  {r['bytes']:5d}")
        still, clock = results
        check(still["bytes"] == 0 and still["redraws"] == 0,
              f"the still screen wrote {still['bytes']} bytes in {still['redraws']} redraws")
        check(still["switches"] <= 2, f"the still screen woke {still['switches']} times")
        check(still["ticks"] == 0, f"the still screen used {still['ticks']} ticks of CPU")
        check(seconds - 2 <= clock["redraws"] <= seconds + 2,
              f"the clock redrew {clock['redraws']} times in {seconds:g} s")
        check(clock["cpu"] < 0.05 * seconds, f"the clock used {clock['cpu']:.2f} s of CPU in {seconds:g} s")
    except Failure as failure:
        sys.exit(f"idle_cpu: FAILED: {failure}")
    print("idle_cpu: ok")


if __name__ == "__main__":
    main()
