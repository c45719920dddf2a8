"""Selecting text with the mouse end to end: the gallery (TermDemo --mode
gallery) in a pty, on a terminal the script plays (pyte).

The script clicks the gallery's "Selecting text" family, then sends SGR
mouse reports as a terminal does (press, drag, release; two quick clicks)
and checks what the demo writes back: the selection in reverse video, and
the OSC 52 sequence carrying the selected text (base64) on release, on a
double click and on Ctrl-C; a line marked `.textSelection(.disabled)`
copies nothing; and a terminal known not to take OSC 52 (the Linux
console) is never sent one.
"""
from __future__ import annotations

import base64
import os
import sys
import time

import pyte

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from demo_pty import COLS, ROWS, Demo, Failure, check, run_tests  # noqa: E402

OSC52 = b"\x1b]52;c;"


class Terminal:
    """The demo on a pty and the screen it draws, read through pyte."""

    def __init__(self, binary: str, env: dict[str, str] | None = None) -> None:
        self.demo = Demo(binary, None, items=0, env=env, args=["--mode", "gallery"])
        self.screen = pyte.Screen(COLS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.fed = 0
        self.demo.wait_quiet()
        self.update()

    def update(self) -> None:
        with self.demo.lock:
            data = bytes(self.demo.output[self.fed:])
            self.fed = len(self.demo.output)
        self.stream.feed(data)

    def settle(self) -> None:
        self.demo.wait_quiet()
        self.update()

    def mark(self) -> int:
        with self.demo.lock:
            return len(self.demo.output)

    def since(self, mark: int) -> bytes:
        with self.demo.lock:
            return bytes(self.demo.output[mark:])

    def wait_after(self, mark: int, text: bytes, timeout: float = 20) -> bytes:
        """Waits until `text` is written after offset `mark` (and only
        after it); returns what was written from `mark` on."""
        deadline = time.monotonic() + timeout
        while True:
            tail = self.since(mark)
            if text in tail:
                return tail
            if time.monotonic() > deadline:
                raise Failure(f"timed out waiting for {text!r}; written: {tail[-300:]!r}")
            time.sleep(0.02)

    def find(self, text: str) -> tuple[int, int]:
        """The 0-based column and row where `text` starts on screen."""
        for y in range(ROWS):
            # A wide glyph's right half holds "": map characters to columns.
            line, columns = "", []
            for x in range(COLS):
                data = self.screen.buffer[y][x].data
                line += data
                columns += [x] * len(data)
            index = line.find(text)
            if index >= 0:
                return columns[index], y
        shown = "\n".join(self.screen.display)
        raise Failure(f"{text!r} is not on the screen:\n{shown}")

    def reversed_at(self, x: int, y: int) -> bool:
        return self.screen.buffer[y][x].reverse

    def mouse(self, kind: str, x: int, y: int) -> None:
        """An SGR mouse report (1-based on the wire) of the left button."""
        code = {"press": (0, "M"), "drag": (32, "M"), "release": (0, "m")}[kind]
        self.demo.write(f"\x1b[<{code[0]};{x + 1};{y + 1}{code[1]}".encode())

    def click(self, x: int, y: int) -> None:
        self.mouse("press", x, y)
        self.mouse("release", x, y)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.mouse("press", *start)
        self.mouse("drag", end[0], end[1])
        self.mouse("release", *end)

    def open_selection_family(self) -> None:
        self.click(*self.find("Selecting text"))
        self.demo.wait_for(b"Drag over any text")
        self.settle()


def osc52(text: str) -> bytes:
    return OSC52 + base64.b64encode(text.encode()) + b"\x1b\\"


def copies_on_release_double_click_and_ctrl_c(binary: str) -> None:
    term = Terminal(binary)
    term.open_selection_family()
    x, y = term.find("drag selects")
    mark = term.mark()
    term.drag((x, y), (x + len("drag selects") - 1, y))
    term.wait_after(mark, osc52("drag selects"))
    term.settle()
    check(term.reversed_at(x, y) and term.reversed_at(x + 11, y), "the selection is not in reverse video")
    check(not term.reversed_at(x + 12, y), "reverse video past the selection's end")
    # Ctrl-C copies it again.
    mark = term.mark()
    term.demo.write(b"\x03")
    term.wait_after(mark, osc52("drag selects"))
    # Across two views on one row, and onto the next row.
    x, y = term.find("on release.")
    mark = term.mark()
    end_x, end_y = term.find("Double-click")
    term.drag((x, y), (end_x + len("Double") - 1, end_y))
    term.wait_after(mark, OSC52)
    term.settle()
    tail = term.since(mark)
    start = tail.index(OSC52) + len(OSC52)
    copied = base64.b64decode(tail[start:tail.index(b"\x1b\\", start)]).decode()
    lines = copied.split("\n")
    check(len(lines) == 2 and lines[0] == "on release. Ctrl-C copies again." and lines[1].strip() == "Double",
          f"copied {copied!r} (the second line must start inside the detail column, not the sidebar)")
    # A double click takes the word.
    x, y = term.find("glyphs")
    mark = term.mark()
    term.click(x + 2, y)
    term.click(x + 2, y)
    term.wait_after(mark, osc52("glyphs"))
    # Wide glyphs are copied whole, from a drag that starts on a right half.
    x, y = term.find("字")
    mark = term.mark()
    term.drag((x - 1, y), (x, y))
    term.wait_after(mark, osc52("漢字"))
    # The disabled line copies nothing.
    term.click(0, ROWS - 1)
    term.settle()
    x, y = term.find("This line is")
    mark = term.mark()
    term.drag((x, y), (x + 10, y))
    term.settle()
    time.sleep(0.3)
    check(OSC52 not in term.since(mark), "a drag on a .textSelection(.disabled) line copied")
    check(not term.reversed_at(x + 2, y), "a disabled line is shown selected")
    term.demo.write(b"\x11")
    status = term.demo.wait_exit()
    check(status == 0, f"exit status {status} after Ctrl-Q")


def no_osc52_where_the_terminal_prints_it(binary: str) -> None:
    term = Terminal(binary, {"TERM": "linux"})
    term.open_selection_family()
    x, y = term.find("drag selects")
    mark = term.mark()
    term.drag((x, y), (x + 5, y))
    term.settle()
    time.sleep(0.3)
    term.update()
    check(term.reversed_at(x + 1, y), "the selection is not shown on the Linux console")
    check(OSC52 not in term.since(mark), "OSC 52 was sent to the Linux console")
    term.demo.write(b"\x11")
    term.demo.wait_exit()


TESTS = [copies_on_release_double_click_and_ctrl_c, no_osc52_where_the_terminal_prints_it]


def main() -> int:
    return run_tests("selection_pty", TESTS, sys.argv)


if __name__ == "__main__":
    sys.exit(main())
