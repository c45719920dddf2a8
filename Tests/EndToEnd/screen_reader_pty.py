"""The screen-reader mode end to end: `TermDemo --mode commands` with
TERMBRIDGE_SCREEN_READER=1 in a pty, read back through a terminal emulator
(pyte), then, when the `yasr` screen reader is installed, under yasr with a
stand-in speech server that records what yasr would have spoken.

Checked on the emulated screen:
  - each focus change and each value change of the focused control is one
    line on the last row ("Publish the garden, toggle, off"), and that line
    is in the bytes the demo wrote;
  - the terminal cursor is on the focused control: at its label's first
    cell, or at a field's caret;
  - no box-drawing character is on the screen (the split view's divider
    and the menu bar's lines are ASCII);
  - Ctrl-Q quits with status 0.
Under yasr (Debian's `yasr` package; it reads a program's output in a pty
and sends what to say to a speech server): the announcements reach the
speech server, and no box-drawing character does.

Usage: python3 Tests/EndToEnd/screen_reader_pty.py [TERMDEMO]
"""
from __future__ import annotations

import os
import select
import shutil
import sys
import tempfile
import time

import pyte

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from demo_pty import COLS, ROWS, Demo, Failure, built_demo, check  # noqa: E402

TAB, SPACE, UP, CTRL_Q = b"\t", b" ", b"\x1b[A", b"\x11"


def is_box_drawing(char: str) -> bool:
    return any(0x2500 <= ord(c) < 0x2580 for c in char)


class Reader:
    """The demo's output fed to an emulated terminal."""

    def __init__(self, demo: Demo):
        self.demo = demo
        self.screen = pyte.Screen(COLS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.fed = 0

    def update(self) -> None:
        with self.demo.lock:
            data = bytes(self.demo.output[self.fed:])
            self.fed = len(self.demo.output)
        self.stream.feed(data)

    def rows(self) -> list[str]:
        self.update()
        return list(self.screen.display)

    def status(self) -> str:
        return self.rows()[-1].rstrip()

    def cursor(self) -> tuple[int, int]:
        self.update()
        return self.screen.cursor.x, self.screen.cursor.y

    def wait_status(self, text: str, timeout: float = 10) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.status() == text:
                return
            time.sleep(0.05)
        raise Failure(f"the status line says {self.status()!r}, not {text!r}\n" + "\n".join(self.rows()))

    def cell_at_cursor(self) -> str:
        x, y = self.cursor()
        return self.rows()[y][x]


def emulated(binary: str) -> None:
    demo = Demo(binary, None, items=0, env={"TERMBRIDGE_SCREEN_READER": "1"}, args=["--mode", "commands"])
    reader = Reader(demo)
    try:
        demo.wait_for(b"Planted")
        demo.wait_quiet()
        first = reader.status()
        check("Fern" in first, f"the first announcement is {first!r}, not the focused row")
        print(f"  first focus: {first!r}")
        steps = [
            (TAB, "Note, text field", None),
            (TAB, "Publish the garden, toggle, on", "P"),
            (SPACE, "Publish the garden, toggle, off", "P"),
            (TAB, "Planted, date picker, Nov 14, 2023", "N"),
            (UP, "Planted, date picker, Dec 14, 2023", "D"),
        ]
        for key, announcement, under_cursor in steps:
            demo.write(key)
            reader.wait_status(announcement)
            check(announcement.encode() in bytes(demo.output), f"{announcement!r} is not written whole")
            x, y = reader.cursor()
            check(y != ROWS - 1, "the cursor is on the status line, not on the control")
            if under_cursor is not None:
                cell = reader.cell_at_cursor()
                check(cell == under_cursor, f"after {announcement!r} the cursor is on {cell!r}, not {under_cursor!r}")
            print(f"  {announcement!r}; cursor at ({x}, {y}) on {reader.cell_at_cursor()!r}")
        boxes = sorted({c for row in reader.rows() for c in row if is_box_drawing(c)})
        check(not boxes, f"box drawing on the screen: {boxes}")
        check("|" in "".join(reader.rows()), "no ASCII divider between the split view's columns")
        print("  no box drawing on the screen (the divider is '|')")
        demo.write(CTRL_Q)
        status = demo.wait_exit()
        check(status == 0, f"exit status {status}")
    finally:
        if demo.status is None:
            demo.kill()


FAKE_SPEECH_SERVER = """#!/usr/bin/env python3
# Stands in for an Emacspeak speech server: records what yasr sends.
import os, sys
log = open(sys.argv[1], "ab", buffering=0)
while True:
    data = os.read(0, 4096)
    if not data:
        break
    log.write(data)
"""


def under_yasr(binary: str) -> None:
    yasr = shutil.which("yasr")
    if yasr is None:
        print("  yasr is not installed (apt-get install yasr): the screen reader part is skipped")
        return
    with tempfile.TemporaryDirectory() as home:
        speech_log = os.path.join(home, "spoken.log")
        server = os.path.join(home, "speech-server")
        with open(server, "w") as f:
            f.write(FAKE_SPEECH_SERVER)
        os.chmod(server, 0o755)
        wrapper = os.path.join(home, "run-demo")
        with open(wrapper, "w") as f:
            f.write(f"#!/bin/sh\nexport TERMBRIDGE_SCREEN_READER=1\nexec '{binary}' --items 0 --mode commands\n")
        os.chmod(wrapper, 0o755)
        with open(os.path.join(home, ".yasr.conf"), "w") as f:
            f.write("[options]\nsynthesizer=emacspeak server\n"
                    f"synthesizer port=|{server} {speech_log}\n"
                    "key echo=off\nshell=/bin/sh\ncursor tracking=full\n"
                    "[Emacspeak server]\nrate=175\npunctuation=some\n")
        import pty
        pid, fd = pty.fork()
        if pid == 0:
            import fcntl
            import struct
            import termios
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
            env = dict(os.environ, HOME=home, TERM="xterm-256color", LANG="C.UTF-8")
            os.execve(yasr, [yasr, wrapper], env)

        def pump(seconds: float) -> None:
            end = time.monotonic() + seconds
            while time.monotonic() < end:
                ready, _, _ = select.select([fd], [], [], 0.05)
                if ready:
                    try:
                        os.read(fd, 65536)
                    except OSError:
                        return

        def spoken() -> str:
            try:
                with open(speech_log, "rb") as f:
                    return f.read().decode("utf-8", "replace")
            except OSError:
                return ""

        def wait_spoken(text: str, timeout: float = 10) -> None:
            end = time.monotonic() + timeout
            while time.monotonic() < end:
                if text in spoken():
                    return
                pump(0.1)
            raise Failure(f"yasr never sent {text!r} to the speech server; it sent:\n{spoken()[-2000:]}")

        try:
            pump(2)
            wait_spoken("Fern")
            for key, heard in [(TAB, "Note, text field"), (TAB, "Publish the garden, toggle, on"),
                               (SPACE, "Publish the garden, toggle, off"),
                               (TAB, "Planted, date picker, Nov 14, 2023"),
                               (UP, "Planted, date picker, Dec 14, 2023")]:
                os.write(fd, key)
                wait_spoken(heard)
                print(f"  yasr spoke {heard!r}")
            text = spoken()
            boxes = sorted({c for c in text if is_box_drawing(c)})
            check(not boxes, f"yasr was given box drawing to speak: {boxes}")
            print(f"  yasr was given no box drawing ({len(text)} characters sent to the speech server)")
            os.write(fd, CTRL_Q)
            pump(1)
        finally:
            try:
                os.kill(pid, 9)
            except ProcessLookupError:
                pass
            os.waitpid(pid, 0)


def main() -> None:
    binary = sys.argv[1] if len(sys.argv) > 1 else built_demo()
    if binary is None:
        sys.exit("screen_reader_pty: build TermDemo first (swift build)")
    try:
        print("screen-reader mode, read through a terminal emulator:")
        emulated(binary)
        print("under the yasr screen reader:")
        under_yasr(binary)
    except Failure as failure:
        sys.exit(f"screen_reader_pty: FAILED: {failure}")
    print("screen_reader_pty: ok")


if __name__ == "__main__":
    main()
