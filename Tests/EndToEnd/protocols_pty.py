"""Modern terminal protocols end to end: the echo demo (TermDemo --mode echo)
in a pty, against a terminal that supports kitty keyboard, focus, OSC 11,
OSC 52 and OSC 8 and against one that answers nothing but device attributes.

The script plays the terminal: it answers the queries the demo sends, sends
key reports, and checks what the demo writes back (pushes and pops of the
kitty flags on every exit path, clipboard and hyperlink bytes) and what it
shows (the decoded events).
"""
from __future__ import annotations

import os
import signal
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from demo_pty import Demo, check, run_tests  # noqa: E402

QUERY_KEYS, QUERY_BG, QUERY_DA = b"\x1b[?u", b"\x1b]11;?\x1b\\", b"\x1b[c"
PUSH, POP, RMCUP = b"\x1b[>1u", b"\x1b[<u", b"\x1b[?1049l"


def start(binary: str, env: dict[str, str] | None = None) -> Demo:
    demo = Demo(binary, None, items=0, env=env, args=["--mode", "echo"])
    demo.wait_for(QUERY_DA)
    return demo


def output(demo: Demo, start: int = 0) -> bytes:
    with demo.lock:
        return bytes(demo.output[start:])


def supporting_terminal(binary: str) -> None:
    demo = start(binary, {"TERMBRIDGE_HYPERLINKS": "1"})
    sent = output(demo)
    check(QUERY_KEYS in sent and QUERY_BG in sent, "the kitty keyboard and OSC 11 queries were not sent")
    check(PUSH not in sent, "kitty flags were pushed before the terminal answered")
    mark = len(sent)
    demo.write(b"\x1b[?0u\x1b]11;rgb:ffff/ffff/ffff\x1b\\\x1b[?62;22c")
    demo.wait_for(PUSH, mark)
    demo.wait_for(b"\x1b]8;;https://example.com/termbridge\x1b\\")
    # Keys the legacy encoding confuses arrive apart, Esc with no delay.
    for report, shown in [(b"\x1b[105;5u", b"key     Ctrl-i"), (b"\x1b[109;5u", b"key     Ctrl-m"),
                          (b"\x1b[91;5u", b"key     Ctrl-["), (b"\x1b[27u", b"key     Escape")]:
        mark = len(output(demo))
        sent_at = time.monotonic()
        demo.write(report)
        demo.wait_for(shown, mark)
        if shown == b"key     Escape":
            check(time.monotonic() - sent_at < 2, "Esc took the Esc delay")
    demo.write(b"\x1b[O")
    demo.wait_for(b"focusOut")
    demo.write(b"\x1b[I")
    demo.wait_for(b"focusIn")
    mark = len(output(demo))
    demo.write(b"\x1b[99;3u")  # Alt-C: copy
    demo.wait_for(b"\x1b]52;c;Y29waWVkIGZyb20gdGhlIGVjaG8gZGVtbw==\x1b\\", mark)
    # Suspend pops the flags, resume pushes them again.
    mark = len(output(demo))
    demo.write(b"\x1b[122;5u")  # Ctrl-Z
    demo.wait_for(POP, mark)
    popped = mark + output(demo, mark).index(POP)
    # (A pty's child without a shell is an orphaned group, where the kernel
    # may drop the stop: the resume then follows at once.)
    time.sleep(0.3)
    os.kill(demo.pid, signal.SIGCONT)
    demo.wait_for(PUSH, popped)
    demo.wait_quiet()
    # A signal pops them before leaving the alternate screen.
    mark = len(output(demo))
    os.kill(demo.pid, signal.SIGTERM)
    status = demo.wait_exit()
    check(status == 128 + signal.SIGTERM, f"exit status {status} after SIGTERM")
    tail = output(demo, mark)
    check(POP in tail and RMCUP in tail and tail.index(POP) < tail.rindex(RMCUP),
          f"no pop before the main screen on SIGTERM: {tail[-200:]!r}")


def quitting_pops_too(binary: str) -> None:
    demo = start(binary)
    demo.write(b"\x1b[?0u\x1b[?62c")
    demo.wait_for(PUSH)
    demo.wait_quiet()
    mark = len(output(demo))
    demo.write(b"\x1b[113;5u")  # Ctrl-Q as a kitty report
    status = demo.wait_exit()
    check(status == 0, f"exit status {status} after Ctrl-Q")
    tail = output(demo, mark)
    check(POP in tail and tail.index(POP) < tail.rindex(RMCUP), "no pop before the main screen on quit")


def terminal_without_protocols(binary: str) -> None:
    demo = start(binary, {"TERM": "linux"})
    demo.write(b"\x1b[?6c")  # device attributes only
    demo.wait_quiet()
    demo.write(b"\t")
    demo.wait_for(b"key     Tab")
    demo.write(b"\x1b")
    demo.wait_for(b"key     Escape")
    demo.write(b"\x1bc")  # Alt-C, ESC-prefixed
    demo.wait_for(b"not sent")
    demo.write(b"\x11")
    status = demo.wait_exit()
    check(status == 0, f"exit status {status} after Ctrl-Q")
    everything = output(demo)
    for sequence, name in [(PUSH, "a kitty push"), (POP, "a kitty pop"), (b"\x1b]52;", "OSC 52"),
                           (b"\x1b]8;", "OSC 8")]:
        check(sequence not in everything, f"{name} was sent to a terminal without it")
    check(b"\x1b[?1004l" in everything, "focus reports were not turned off")


def tmux_clipboard(binary: str) -> None:
    demo = start(binary, {"TMUX": "/tmp/tmux-test,1,0"})
    demo.write(b"\x1b[?62c")
    demo.wait_quiet()
    demo.write(b"\x1bc")
    plain = b"\x1b]52;c;Y29waWVkIGZyb20gdGhlIGVjaG8gZGVtbw==\x1b\\"
    demo.wait_for(plain + b"\x1bPtmux;\x1b\x1b]52;c;")
    demo.write(b"\x11")
    demo.wait_exit()


TESTS = [supporting_terminal, quitting_pops_too, terminal_without_protocols, tmux_clipboard]


def main() -> int:
    return run_tests("protocols_pty", TESTS, sys.argv)


if __name__ == "__main__":
    sys.exit(main())
