"""The real TermDemo in a pseudo-terminal, for the end-to-end tests.

`Demo` starts the binary on a pty (100x30, TERM=xterm-256color), keeps what
it writes, and waits for text, for quiet, and for its exit; the helpers read
and compare the notes file it saves.
"""
from __future__ import annotations

import fcntl
import json
import os
import pty
import re
import signal
import struct
import termios
import threading
import time

COLS, ROWS = 100, 30
PASTE_START, PASTE_END = b"\x1b[200~", b"\x1b[201~"
CTRL_Q, TAB, ENTER, ESC = b"\x11", b"\t", b"\r", b"\x1b"
RIGHT, LEFT = b"\x1b[C", b"\x1b[D"
DEFAULT_NOTE = re.compile(r"# item 000000 [a-z]+\n")


class Failure(Exception):
    pass


def check(condition: bool, message: str) -> None:
    if not condition:
        raise Failure(message)


# --------------------------------------------------------------------------
# the demo in a pty
# --------------------------------------------------------------------------

class Demo:
    """One TermDemo process on a pty; a thread drains and keeps its output."""

    def __init__(self, binary: str, notes: str | None, items: int = 1000,
                 env: dict[str, str] | None = None, args: list[str] | None = None,
                 cwd: str | None = None):
        self.output = bytearray()
        self.last_output = time.monotonic()
        # When each piece of output arrived: frames' spacing during a flood.
        self.arrivals: list[float] = []
        self.lock = threading.Condition()
        self.status: int | None = None
        self.rusage = None
        pid, fd = pty.fork()
        if pid == 0:  # child
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
            if cwd is not None:
                os.chdir(cwd)
            environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
            environment.pop("NO_COLOR", None)
            environment.update(env or {})
            notes_args = ["--notes", notes] if notes is not None else []
            os.execve(binary, [binary, "--items", str(items)] + notes_args + (args or []), environment)
        self.pid, self.fd = pid, fd
        self.thread = threading.Thread(target=self._drain, daemon=True)
        self.thread.start()

    def _drain(self) -> None:
        while True:
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                data = b""
            with self.lock:
                if not data:
                    self.closed = True
                    self.lock.notify_all()
                    return
                self.output += data
                self.last_output = time.monotonic()
                self.arrivals.append(self.last_output)
                self.lock.notify_all()

    def write(self, data: bytes) -> None:
        """One write call (the kernel takes it in pieces as the demo reads)."""
        view = memoryview(data)
        while view:
            n = os.write(self.fd, view)
            view = view[n:]

    def wait_for(self, text: bytes, start: int = 0, timeout: float = 20) -> float:
        """Waits until `text` is in the output after offset `start`; returns
        the time it was seen."""
        deadline = time.monotonic() + timeout
        with self.lock:
            while self.output.find(text, max(0, start - len(text))) < 0:
                left = deadline - time.monotonic()
                if left <= 0 or getattr(self, "closed", False):
                    raise Failure(f"timed out waiting for {text!r} on the screen")
                self.lock.wait(left)
            return time.monotonic()

    def wait_quiet(self, quiet: float = 0.25, timeout: float = 30) -> float:
        """Waits until nothing was written for `quiet` seconds and the demo
        used no CPU meanwhile; returns the time of its last output."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            cpu = self.cpu_seconds()
            time.sleep(quiet)
            with self.lock:
                idle = time.monotonic() - self.last_output >= quiet
                last = self.last_output
            if idle and self.cpu_seconds() - cpu < quiet * 0.05:
                return last
        raise Failure("the demo never went quiet")

    def cpu_seconds(self) -> float:
        try:
            with open(f"/proc/{self.pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            return 0.0

    def ready(self, quiet: float = 0.25) -> None:
        self.wait_for(b"matches")
        self.wait_quiet(quiet)

    def wait_exit(self, timeout: float = 30) -> int:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pid, status, rusage = os.wait4(self.pid, os.WNOHANG)
            if pid == self.pid:
                self.status, self.rusage = status, rusage
                self.thread.join(2)
                os.close(self.fd)
                return os.waitstatus_to_exitcode(status)
            time.sleep(0.005)
        raise Failure("the demo did not exit")

    def wait_exit_or_none(self, timeout: float) -> int | None:
        """The exit status if the demo exits within `timeout`, else None."""
        try:
            return self.wait_exit(timeout)
        except Failure:
            return None

    def kill(self) -> None:
        os.kill(self.pid, signal.SIGKILL)
        self.wait_exit()

    def quit(self) -> None:
        self.write(CTRL_Q)
        code = self.wait_exit()
        check(code == 0, f"Ctrl-Q: exit status {code}")

    def quit_asked(self) -> None:
        """Ctrl-Q with unsaved notes: waits until the demo asks what to do."""
        start = len(self.output)
        self.write(CTRL_Q)
        self.wait_for(b"Notes not saved", start)
        self.wait_quiet()

    def quit_losing_notes(self, retry_offered: bool) -> int:
        """Ctrl-Q with unsaved notes, then Quit and its confirmation (whose
        Back button has the keys first); returns the exit status."""
        self.quit_asked()
        start = len(self.output)
        self.write(RIGHT * (2 if retry_offered else 1) + ENTER)  # Quit…
        self.wait_for(b"Lose unsaved notes?", start)
        self.wait_quiet()
        self.write(LEFT + ENTER)  # Lose Notes and Quit
        return self.wait_exit()


def read_notes(path: str) -> dict:
    try:
        with open(path, "rb") as file:
            raw = file.read()
    except OSError as error:
        raise Failure(f"no notes file: {error}")
    check(len(raw) > 0, f"{path} is empty")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        raise Failure(f"{path} does not parse ({len(raw)} bytes): {error}")
    check(isinstance(data.get("notes"), dict), f"{path} has no notes object")
    return data["notes"]


def same_bytes(a: str, b: str) -> bool:
    return a.encode("utf-8") == b.encode("utf-8")


def first_difference(a: str, b: str) -> str:
    x, y = a.encode("utf-8"), b.encode("utf-8")
    i = next((k for k in range(min(len(x), len(y))) if x[k] != y[k]), min(len(x), len(y)))
    return f"lengths {len(x)} and {len(y)} bytes, first difference at byte {i}: {x[i:i+20]!r} vs {y[i:i+20]!r}"


def note_after_default(notes: dict, added: str) -> None:
    """The selected item's note must be its default note plus `added`."""
    note = notes.get("0")
    check(note is not None, f"no note for item 0; notes for {sorted(notes)[:5]}")
    head = note[: max(0, len(note) - len(added))]
    check(DEFAULT_NOTE.fullmatch(head) is not None and same_bytes(note, head + added),
          "the note differs from the default note plus what was entered: "
          + first_difference(note, (DEFAULT_NOTE.match(note) or re.match("", "")).group(0) + added))


def built_demo() -> str | None:
    """The TermDemo binary of this checkout: .build/release, else .build/debug."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    candidates = [os.path.join(root, ".build", kind, "TermDemo") for kind in ("release", "debug")]
    return next((c for c in candidates if os.access(c, os.X_OK)), None)


def run_tests(name: str, tests: list, argv: list[str]) -> int:
    """Runs each of `tests` (functions taking the TermDemo binary: argv's
    first argument, else the built one), printing ok or FAILED for each
    and a summary; the exit status."""
    binary = argv[1] if len(argv) > 1 else built_demo()
    if binary is None:
        print(f"{name}: no TermDemo built (swift build -c release)")
        return 2
    failed = 0
    for test in tests:
        try:
            test(binary)
            print(f"  ok {test.__name__}")
        except Failure as failure:
            failed += 1
            print(f"  FAILED {test.__name__}: {failure}")
    print(f"{name}: {len(tests) - failed} passed, {failed} failed")
    return 1 if failed else 0
