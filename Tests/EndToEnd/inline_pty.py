"""Inline mode end to end: `TermDemo --inline` in a pty, below a shell's
prompt, on a terminal the script plays (pyte, with scrollback).

The demo runs a build's steps below the prompt, prints each finished one
above its live rows and quits by itself (or on q, a signal, a crash);
`l` shows its log on the whole terminal (the alternate screen) until Esc,
which the script plays as a terminal does (the main screen and its cursor
kept while the alternate one shows).
After each run the script checks what a user scrolling back would see:
the printed steps in order, above the last frame; the cursor on the line
below that frame; no alternate screen (?1049h) sent; every mode the demo
turned on turned off; and the pty's tty modes back to cooked (the script
reads them from the pty itself after the demo has exited).

usage: inline_pty.py [TermDemo]   (default: .build/release, else .build/debug)
"""
from __future__ import annotations

import os
import signal
import sys
import termios
import time

import pyte

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from demo_pty import COLS, ROWS, Demo, Failure, built_demo, check  # noqa: E402

STEPS = ["Resolve packages", "Fetch sources", "Compile TermBridgeTerminal", "Compile TermBridgeWidgets",
         "Compile TermBridgeDeclarative", "Link TermDemo", "Run the tests"]
# What the shell showed before the demo: enough lines that the region
# starts near the bottom and the printed steps scroll the screen.
SHELL = b"".join(b"old line %d\r\n" % n for n in range(ROWS - 3)) + b"$ TermDemo --inline\r\n"
ENABLE = [b"\x1b[?2004h", b"\x1b[?1000h", b"\x1b[?1002h", b"\x1b[?1006h", b"\x1b[?1004h"]


class InlineDemo(Demo):
    """A demo whose pty's tty modes are read after it exits, before the pty closes."""

    def wait_exit(self, timeout: float = 30) -> int:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pid, status, rusage = os.wait4(self.pid, os.WNOHANG)
            if pid == self.pid:
                self.thread.join(2)
                self.modes_after = termios.tcgetattr(self.fd)
                os.close(self.fd)
                return os.waitstatus_to_exitcode(status)
            time.sleep(0.005)
        raise Failure("the demo did not exit")


ENTER_ALTERNATE = b"\x1b[?1049h"
LEAVE_ALTERNATE = b"\x1b[?1049l"


def main_screen_bytes(output: bytes) -> bytes:
    """`output` as the main screen sees it (pyte has no alternate screen):
    what was sent between ?1049h and ?1049l is left out, and the cursor is
    saved and restored around it, as xterm does for mode 1049."""
    kept = b""
    rest = output
    while (start := rest.find(ENTER_ALTERNATE)) >= 0:
        kept += rest[:start] + b"\x1b7"
        end = rest.find(LEAVE_ALTERNATE, start)
        if end < 0:
            return kept
        kept += b"\x1b8"
        rest = rest[end + len(LEAVE_ALTERNATE):]
    return kept + rest


def alternate_screen(output: bytes) -> list[str]:
    """The alternate screen as the last visit to it left it."""
    start = output.rfind(ENTER_ALTERNATE)
    end = output.find(LEAVE_ALTERNATE, start)
    screen = pyte.Screen(COLS, ROWS)
    pyte.ByteStream(screen).feed(output[start + len(ENTER_ALTERNATE):end if end >= 0 else len(output)])
    return [line.rstrip() for line in screen.display]


def lines_of(output: bytes) -> tuple[list[str], list[str], int]:
    """The scrollback and the screen after `output`, and the cursor's row."""
    screen = pyte.HistoryScreen(COLS, ROWS, history=1000)
    stream = pyte.ByteStream(screen)
    stream.feed(SHELL + main_screen_bytes(output))
    history = ["".join(line[x].data for x in range(COLS)).rstrip() for line in screen.history.top]
    return history, [line.rstrip() for line in screen.display], screen.cursor.y


def check_restored(demo: InlineDemo, output: bytes, what: str, alternate: bool = False) -> None:
    if alternate:
        check(output.rfind(LEAVE_ALTERNATE) > output.rfind(ENTER_ALTERNATE),
              f"{what}: the alternate screen was not left")
    else:
        check(ENTER_ALTERNATE not in output and LEAVE_ALTERNATE not in output,
              f"{what}: the alternate screen was used")
    for mode in ENABLE:
        off = mode[:-1] + b"l"
        check(output.rfind(off) > output.rfind(mode), f"{what}: {mode!r} left on")
    check(output.rfind(b"\x1b[?25h") > output.rfind(b"\x1b[?25l"), f"{what}: cursor left hidden")
    lflag = demo.modes_after[3]
    check(lflag & termios.ICANON and lflag & termios.ECHO and lflag & termios.ISIG,
          f"{what}: tty modes not restored (lflag {lflag:#o})")


def check_frame_below(output: bytes, printed: list[str], frame_first: str, what: str) -> None:
    history, display, cursor = lines_of(output)
    everything = history + display
    # The printed steps in order, each once, and the last frame after them.
    positions = [everything.index(f"✓ {step}") for step in printed]
    check(positions == sorted(positions), f"{what}: printed steps out of order: {positions}")
    for step in printed:
        check(everything.count(f"✓ {step}") == 1, f"{what}: '✓ {step}' not printed exactly once")
    frame = next((i for i, line in enumerate(display) if line.startswith(frame_first)), None)
    check(frame is not None, f"{what}: last frame '{frame_first}' not on screen: {display}")
    check(not printed or len(history) + frame > positions[-1], f"{what}: the frame is above the printed steps")
    quits = next(i for i in range(frame, ROWS) if display[i].endswith("q quits"))
    check(cursor == quits + 1, f"{what}: cursor on row {cursor}, the frame ends on row {quits}")
    check(display[0:1] != ["$ TermDemo --inline"] or history, f"{what}: nothing scrolled")


def to_the_end(binary: str) -> None:
    demo = InlineDemo(binary, None, items=0, args=["--inline", "--step-ms", "60"])
    status = demo.wait_exit()
    output = bytes(demo.output)
    check(status == 0, f"normal end: exit status {status}")
    check_restored(demo, output, "normal end")
    check_frame_below(output, STEPS, "✓ All 7 steps done", "normal end")
    history, display, _ = lines_of(output)
    check("old line 0" in history, "normal end: the shell's lines did not scroll into the scrollback")
    check(any("[████████████████████] 7/7" in line for line in display), "normal end: no full bar")


def ended_early(binary: str, how: str) -> None:
    # (The Swift backtracer would print over the frame after SEGV.)
    demo = InlineDemo(binary, None, items=0, args=["--inline", "--step-ms", "400"],
                      env={"SWIFT_BACKTRACE": "enable=no"})
    demo.wait_for("✓ Fetch sources".encode())
    demo.wait_quiet(0.1)
    expected = {"q": 0, "INT": 130, "TERM": 143, "HUP": 129}
    if how == "q":
        demo.write(b"q")
    else:
        os.kill(demo.pid, getattr(signal, "SIG" + how))
    status = demo.wait_exit()
    output = bytes(demo.output)
    if how == "SEGV":
        check(status == -signal.SIGSEGV, f"SEGV: exit status {status}")
    else:
        check(status == expected[how], f"{how}: exit status {status}")
    check_restored(demo, output, how)
    history, display, _ = lines_of(output)
    printed = [step for step in STEPS if f"✓ {step}" in history + display]
    check(printed[:2] == STEPS[:2], f"{how}: printed steps {printed}")
    running = STEPS[len(printed)] if len(printed) < len(STEPS) else None
    check_frame_below(output, printed, f"▶ {running}…" if running else "✓ All", how)


def suspended(binary: str) -> None:
    demo = InlineDemo(binary, None, items=0, args=["--inline", "--step-ms", "300"])
    demo.wait_for("✓ Resolve packages".encode())
    mark = len(demo.output)
    demo.write(b"\x1a")  # Ctrl-Z
    demo.wait_for(b"\x1b[?2004l", mark)
    time.sleep(0.2)
    # (Without a shell the stop may be dropped by the kernel; a SIGCONT resumes either way.)
    os.kill(demo.pid, signal.SIGCONT)
    demo.wait_for(b"\x1b[?2004h", mark)
    status = demo.wait_exit()
    output = bytes(demo.output)
    check(status == 0, f"suspend: exit status {status}")
    check_restored(demo, output, "suspend")
    history, display, cursor = lines_of(output)
    everything = history + display
    for step in STEPS:
        check(f"✓ {step}" in everything, f"suspend: '✓ {step}' missing after the resume")
    check(display[cursor - 1].endswith("q quits") and "✓ All 7 steps done" in display,
          f"suspend: the last frame is not above the cursor: {display}")


def full_screen_and_back(binary: str, end: str) -> None:
    demo = InlineDemo(binary, None, items=0, args=["--inline", "--step-ms", "500"])
    demo.wait_for("✓ Resolve packages".encode())
    demo.wait_quiet(0.1)
    mark = len(demo.output)
    demo.write(b"l")
    demo.wait_for(b"Esc goes back", mark)
    demo.wait_quiet(0.1)
    shown = bytes(demo.output)
    check(shown.find(ENTER_ALTERNATE, mark) >= 0, "full screen: no ?1049h")
    log = alternate_screen(shown)
    check(log[0] == "Build log" and "✓ Resolve packages" in log, f"full screen: the log is not on top: {log}")
    check(log[ROWS - 1] == "Esc goes back", f"full screen: the log does not reach the last row: {log}")
    if end == "Esc":
        mark = len(demo.output)
        demo.write(b"\x1b")
        demo.wait_for(LEAVE_ALTERNATE, mark)
        status = demo.wait_exit()
        check(status == 0, f"full screen and back: exit status {status}")
        output = bytes(demo.output)
        check_restored(demo, output, "full screen and back", alternate=True)
        check_frame_below(output, STEPS, "✓ All 7 steps done", "full screen and back")
    else:
        os.kill(demo.pid, signal.SIGTERM)
        status = demo.wait_exit()
        check(status == 143, f"TERM while full screen: exit status {status}")
        output = bytes(demo.output)
        check_restored(demo, output, "TERM while full screen", alternate=True)
        history, display, _ = lines_of(output)
        printed = [step for step in STEPS if f"✓ {step}" in history + display]
        running = STEPS[len(printed)] if len(printed) < len(STEPS) else None
        check_frame_below(output, printed, f"▶ {running}…" if running else "✓ All", "TERM while full screen")


def main() -> int:
    binary = sys.argv[1] if len(sys.argv) > 1 else built_demo()
    if binary is None:
        print("inline_pty: build TermDemo first", file=sys.stderr)
        return 2
    cases = [("to the end", lambda: to_the_end(binary))]
    cases += [(f"ended by {how}", lambda how=how: ended_early(binary, how)) for how in
              ["q", "INT", "TERM", "HUP", "SEGV"]]
    cases += [("suspend and resume", lambda: suspended(binary))]
    cases += [("full screen and back (Esc)", lambda: full_screen_and_back(binary, "Esc"))]
    cases += [("full screen, then TERM", lambda: full_screen_and_back(binary, "TERM"))]
    failed = 0
    for name, case in cases:
        try:
            case()
            print(f"ok   inline: {name}")
        except Failure as failure:
            failed += 1
            print(f"FAIL inline: {name}: {failure}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
