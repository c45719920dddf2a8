"""Live data at the display's pace: `TermDemo --mode live` (a list of
100,000 lines growing by a line every millisecond: 1,000 changes of an
`@Observable` model a second, with a progress value) in a pty that says it
has synchronized output, so that each frame is one `CSI ? 2026 h` ...
`CSI ? 2026 l` block. After a second to settle, for SECONDS: frames a
second (the blocks begun), CPU share (utime + stime from /proc), lines
and bytes written; and over the whole run, the frames the application
drew and the lines appended (which the demo writes at exit to the file
`TERMDEMO_LIVE_REPORT` names).

It fails if any byte of a frame is written outside its synchronized block
(the terminal would show half a frame), if the demo draws more than 62
frames a second (the application's
default `maximumFramesPerSecond` is 60), draws fewer than 20 (the screen
must keep up), or appends fewer than 500 lines a second (the model must
keep changing). The CPU share is reported, not checked (the machines are
shared); the goal is 10 % of a core for a release build.

Usage: python3 Tests/EndToEnd/live_bench.py [TERMDEMO] [SECONDS]  (default
the built TermDemo, 5 s)
"""
from __future__ import annotations

import os
import re
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from demo_pty import Demo, Failure, built_demo, check  # noqa: E402

SYNC_QUERY, SYNC_REPLY = b"\x1b[?2026$p", b"\x1b[?2026;2$y"
FRAME_START = b"\x1b[?2026h"
FRAME = re.compile(rb"\x1b\[\?2026h.*?\x1b\[\?2026l", re.DOTALL)
REPORT = re.compile(r"appended (\d+) frames (\d+)")


def measure(binary: str, seconds: float) -> dict:
    report = os.path.join(tempfile.mkdtemp(prefix="live-bench-"), "report")
    launched = time.monotonic()
    demo = Demo(binary, None, items=0, args=["--mode", "live"], env={"TERMDEMO_LIVE_REPORT": report})
    try:
        demo.wait_for(SYNC_QUERY, timeout=10)
        demo.write(SYNC_REPLY)
        demo.wait_for(b"Live log")
        time.sleep(1.0)
        with demo.lock:
            start = len(demo.output)
        cpu0, t0 = demo.cpu_seconds(), time.monotonic()
        time.sleep(seconds)
        cpu1, t1 = demo.cpu_seconds(), time.monotonic()
        with demo.lock:
            window = bytes(demo.output[start:])
        demo.quit()
        # The window may cut a frame at either end.
        inside = window[window.find(FRAME_START):window.rfind(b"\x1b[?2026l") + 8]
        outside = FRAME.sub(b"", inside)
        check(not outside, f"{len(outside)} bytes written outside a synchronized frame: {outside[:80]!r}")
        run = time.monotonic() - launched
        with open(report) as file:
            found = REPORT.search(file.read())
        check(found is not None, "the demo wrote no report at exit")
        wall = t1 - t0
        return {
            "seconds": wall,
            "frames_per_second": window.count(FRAME_START) / wall,
            "cpu_share": (cpu1 - cpu0) / wall,
            "bytes_per_second": len(window) / wall,
            "run_seconds": run,
            "run_frames_per_second": int(found.group(2)) / run,
            "appends_per_second": int(found.group(1)) / run,
        }
    finally:
        if demo.status is None:
            demo.kill()


def main() -> int:
    binary = sys.argv[1] if len(sys.argv) > 1 else built_demo()
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0
    if binary is None:
        print("live_bench: no TermDemo built")
        return 1
    try:
        result = measure(binary, seconds)
        print(
            f"live_bench: {result['frames_per_second']:.1f} frames/s, "
            f"{100 * result['cpu_share']:.1f} % of a core, "
            f"{result['bytes_per_second'] / 1024:.1f} KiB/s over {result['seconds']:.1f} s; "
            f"whole run ({result['run_seconds']:.1f} s): {result['run_frames_per_second']:.1f} frames/s drawn, "
            f"{result['appends_per_second']:.0f} appends/s")
        check(result["frames_per_second"] <= 62, "more than 60 frames a second")
        check(result["run_frames_per_second"] <= 61, "the application drew more than 60 frames a second")
        check(result["frames_per_second"] >= 20, "fewer than 20 frames a second: the screen falls behind")
        check(result["appends_per_second"] >= 500, "the model changed fewer than 500 times a second")
    except Failure as failure:
        print(f"live_bench: FAILED: {failure}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
