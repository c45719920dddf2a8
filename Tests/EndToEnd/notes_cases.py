#!/usr/bin/env python3
"""End to end: the notes file never loses what it holds or what was typed.

Each test runs the real TermDemo in a pseudo-terminal (demo_pty.py) on a
notes file in a fresh folder, as a user would, and checks the file and the
exit status afterwards:

  unknown  content the demo does not understand (other keys, notes under
           keys that are not item numbers) survives a save; a newer
           version's file is refused on screen and never written.
  second   a second instance on the same file says so and saves nothing
           there; its notes can be saved elsewhere; the first one's notes
           are intact.
  failed   quitting after a failed save (a read-only file, a parent that is
           a file) asks: Cancel stays, Retry saves once the cause is gone,
           Save Elsewhere writes a new file, Quit asks again and exits 1.
  signals  SIGTERM or SIGHUP while busy (30,000 characters typed at once,
           or a flood of clicks) still saves what was typed, and the signal
           is answered between input events, not after the batch.
  files    a symbolic link is written through (it stays a link), the
           file's mode is kept, a directory at the path is said to be one
           and nothing is moved, a parent that is a file gets a plain
           message, an empty or relative XDG_DATA_HOME is ignored (and, run
           as a user other than root, an unreadable file is not "damaged").

Usage: notes_cases.py [--demo PATH] [TEST...]
Prints what each test saw; exits 1 if a check failed.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import signal
import stat
import sys
import tempfile
import threading
import time

from demo_pty import (CTRL_Q, ENTER, ESC, PASTE_END, PASTE_START, RIGHT, TAB, Demo, Failure, check,
                      built_demo, note_after_default, read_notes)

CTRL_U = b"\x15"


def typed(demo: Demo, text: str) -> None:
    """Tab to the editor and paste `text` there; waits until it is drawn."""
    demo.write(TAB + PASTE_START + text.encode() + PASTE_END)
    demo.wait_quiet()


def file_bytes(path: str) -> bytes:
    with open(path, "rb") as file:
        return file.read()


def folder(work: str, name: str) -> str:
    path = os.path.join(work, name)
    os.makedirs(path)
    return path


# --------------------------------------------------------------------------
# 1. content it does not understand
# --------------------------------------------------------------------------

def test_unknown(binary: str, work: str) -> None:
    base = folder(work, "unknown")
    notes = os.path.join(base, "notes.json")
    with open(notes, "w") as file:
        file.write('{"version":1,"notes":{"0":"x","abc":"named","007":"pad","7":"seven"},"extra":{"k":1}}')
    demo = Demo(binary, notes)
    demo.ready()
    typed(demo, " and more")
    time.sleep(1.0)  # the autosave, half a second after typing stops
    saved = json.loads(file_bytes(notes))
    check(saved.get("version") == 1, f"version became {saved.get('version')!r}")
    check(saved.get("extra") == {"k": 1}, f"the key 'extra' became {saved.get('extra')!r}")
    check(saved["notes"] == {"0": "x and more", "abc": "named", "007": "pad", "7": "seven"},
          f"the notes became {saved['notes']!r}")
    demo.quit()
    print("  unknown: after the autosave the file still holds 'extra', the notes 'abc' and '007', "
          "version 1; the edit is saved")

    newer = os.path.join(folder(work, "newer"), "notes.json")
    content = b'{"version":2,"notes":{"0":"from a newer TermDemo"},"tags":["a"]}'
    with open(newer, "wb") as file:
        file.write(content)
    demo = Demo(binary, newer)
    demo.wait_for(b"version 2")
    demo.ready()
    typed(demo, " typed here")
    time.sleep(1.0)
    check(file_bytes(newer) == content, "the newer version's file was written")
    code = demo.quit_losing_notes(retry_offered=False)
    check(code == 1, f"quitting without the unsaved note: exit status {code}, expected 1")
    check(file_bytes(newer) == content, "the newer version's file was written on quit")
    print("  unknown: a version 2 file is named on screen and never written; quitting asks, exit 1")


# --------------------------------------------------------------------------
# 2. two instances on one file
# --------------------------------------------------------------------------

def test_second(binary: str, work: str) -> None:
    base = folder(work, "second")
    notes = os.path.join(base, "notes.json")
    first = Demo(binary, notes)
    first.ready()
    second = Demo(binary, notes)
    second.wait_for(b"another TermDemo")
    second.ready()
    typed(first, "from the first")
    time.sleep(1.0)
    typed(second, "from the second")
    time.sleep(1.0)
    note_after_default(read_notes(notes), "from the first")
    # The second instance's note: saved elsewhere on the way out.
    elsewhere = os.path.join(base, "second-copy.json")
    second.quit_asked()
    start = len(second.output)
    second.write(ENTER)  # Save Elsewhere… (no Retry: this file is not ours)
    second.wait_for(b"Save notes elsewhere", start)
    second.wait_quiet()
    second.write(CTRL_U + elsewhere.encode() + ENTER)
    code = second.wait_exit()
    check(code == 0, f"the second instance, its notes saved elsewhere: exit status {code}")
    note_after_default(read_notes(elsewhere), "from the second")
    first.quit()
    note_after_default(read_notes(notes), "from the first")
    print("  second: the second instance said another TermDemo has the file, saved nothing there, "
          "and saved its note to a new file on quit; the first instance's note is intact")


# --------------------------------------------------------------------------
# 3. quitting after a failed save
# --------------------------------------------------------------------------

def test_failed(binary: str, work: str) -> None:
    # A read-only file: Cancel stays; Retry once it is writable saves.
    base = folder(work, "failed-readonly")
    notes = os.path.join(base, "notes.json")
    with open(notes, "w") as file:
        file.write('{"version":1,"notes":{}}')
    os.chmod(notes, 0o444)
    demo = Demo(binary, notes)
    demo.ready()
    typed(demo, "kept through a failed save")
    time.sleep(1.0)
    demo.quit_asked()
    demo.write(ESC)  # Cancel
    demo.wait_quiet()
    check(demo.wait_exit_or_none(0.3) is None, "the demo exited after Cancel")
    os.chmod(notes, 0o644)
    demo.write(CTRL_Q)  # the quit saves first: it works now, nothing is asked
    code = demo.wait_exit()
    check(code == 0, f"quitting once the file is writable: exit status {code}")
    note_after_default(read_notes(notes), "kept through a failed save")
    print("  failed: a read-only file: Ctrl-Q asked, Cancel stayed, and once the file was writable "
          "the next Ctrl-Q saved and exited 0")


def test_failed_retry(binary: str, work: str) -> None:
    base = folder(work, "failed-retry")
    notes = os.path.join(base, "notes.json")
    with open(notes, "w") as file:
        file.write('{"version":1,"notes":{}}')
    os.chmod(notes, 0o444)
    demo = Demo(binary, notes)
    demo.ready()
    typed(demo, "saved by Retry")
    demo.quit_asked()
    os.chmod(notes, 0o600)
    demo.write(ENTER)  # Retry has the keys
    code = demo.wait_exit()
    check(code == 0, f"Retry after the cause was fixed: exit status {code}")
    note_after_default(read_notes(notes), "saved by Retry")
    mode = stat.S_IMODE(os.stat(notes).st_mode)
    check(mode == 0o600, f"the file's mode became {mode:o}, expected 600")
    print("  failed: Retry after making the file writable saved the note (mode 600 kept) and exited 0")


def test_failed_elsewhere(binary: str, work: str) -> None:
    base = folder(work, "parent")
    blocker = os.path.join(base, "not-a-folder")
    with open(blocker, "w") as file:
        file.write("a file where the notes folder would be")
    notes = os.path.join(blocker, "notes.json")
    demo = Demo(binary, notes)
    demo.ready()
    typed(demo, "saved elsewhere")
    time.sleep(1.0)
    check(b"is a file, not a folder" in demo.output, "the status bar does not say the parent is a file")
    check(b"NSCocoaErrorDomain" not in demo.output, "a raw Foundation error reached the screen")
    demo.quit_asked()
    start = len(demo.output)
    demo.write(RIGHT + ENTER)  # Save Elsewhere…
    demo.wait_for(b"Save notes elsewhere", start)
    demo.wait_quiet()
    # A file that exists is refused, and the dialog asks again.
    taken = os.path.join(base, "taken.json")
    with open(taken, "w") as file:
        file.write("someone else's file")
    start = len(demo.output)
    demo.write(CTRL_U + taken.encode() + ENTER)
    demo.wait_for(b"already exists", start)
    demo.wait_quiet()
    check(file_bytes(taken) == b"someone else's file", "an existing file was written over")
    copy = os.path.join(base, "copy.json")
    demo.write(CTRL_U + copy.encode() + ENTER)
    code = demo.wait_exit()
    check(code == 0, f"saved elsewhere: exit status {code}")
    note_after_default(read_notes(copy), "saved elsewhere")
    print("  failed: a parent that is a file: a plain message, Ctrl-Q asked, an existing file was refused, "
          "Save Elsewhere wrote the note to a new file and exited 0")


def test_failed_lose(binary: str, work: str) -> None:
    base = folder(work, "failed-lose")
    notes = os.path.join(base, "notes.json")
    content = b'{"version":1,"notes":{}}'
    with open(notes, "wb") as file:
        file.write(content)
    os.chmod(notes, 0o444)
    demo = Demo(binary, notes)
    demo.ready()
    typed(demo, "lost on purpose")
    code = demo.quit_losing_notes(retry_offered=True)
    check(code == 1, f"quitting and losing the notes: exit status {code}, expected 1")
    check(file_bytes(notes) == content, "the read-only file was written")
    print("  failed: Quit, confirmed a second time, lost the note and exited 1")


# --------------------------------------------------------------------------
# 4. signals while busy
# --------------------------------------------------------------------------

def test_signals(binary: str, work: str) -> None:
    for sig, name in ((signal.SIGTERM, "SIGTERM"), (signal.SIGHUP, "SIGHUP")):
        notes = os.path.join(folder(work, f"busy-{name}"), "notes.json")
        demo = Demo(binary, notes)
        demo.ready()
        # The reproduction: a line, 30,000 characters at once, the signal 2 s later.
        rng = random.Random(14)
        flood = "".join(rng.choice("abcdefghij klmnop") for _ in range(30_000))
        writer = threading.Thread(target=demo.write, args=(TAB + b"first line\r" + flood.encode(),))
        writer.start()
        time.sleep(2)
        sent = time.monotonic()
        os.kill(demo.pid, sig)
        code = demo.wait_exit()
        writer.join()
        check(code == 128 + sig, f"{name}: exit status {code}, expected {128 + sig}")
        note_after_default(read_notes(notes), "first line\n" + flood)
        print(f"  signals: {name} 2 s into 30,000 typed characters: all of them saved, "
              f"exit {code} after {time.monotonic() - sent:.2f} s")

    # A flood of clicks keeps the demo busy with batch after batch: the
    # signal is answered at the next event, not after the batch.
    notes = os.path.join(folder(work, "busy-clicks"), "notes.json")
    demo = Demo(binary, notes, items=100_000)
    demo.ready()
    typed(demo, "typed before the clicks")
    clicks = b"".join(b"\x1b[<0;5;%dM\x1b[<0;5;%dm" % (3 + i % 20, 3 + i % 20) for i in range(400_000))
    writer = threading.Thread(target=demo.write, args=(clicks,), daemon=True)
    writer.start()
    time.sleep(0.5)
    sent = time.monotonic()
    os.kill(demo.pid, signal.SIGTERM)
    code = demo.wait_exit()
    latency = time.monotonic() - sent
    check(code == 128 + signal.SIGTERM, f"SIGTERM during clicks: exit status {code}")
    note_after_default(read_notes(notes), "typed before the clicks")
    check(latency < 0.25, f"SIGTERM during a flood of clicks took {latency:.2f} s to end the demo "
          "(it should be answered between events)")
    print(f"  signals: SIGTERM during 400,000 clicks: the note saved, exit after {latency * 1000:.0f} ms")


# --------------------------------------------------------------------------
# 5. files
# --------------------------------------------------------------------------

def test_files(binary: str, work: str) -> None:
    # A link is written through, in its target's folder; the mode is kept.
    base = folder(work, "files-link")
    target_folder = folder(base, "real")
    target = os.path.join(target_folder, "notes.json")
    with open(target, "w") as file:
        file.write('{"version":1,"notes":{}}')
    os.chmod(target, 0o640)
    link = os.path.join(base, "notes.json")
    os.symlink(target, link)
    demo = Demo(binary, link)
    demo.ready()
    typed(demo, "through the link")
    demo.quit()
    check(os.path.islink(link), "the link was replaced by a file")
    note_after_default(read_notes(target), "through the link")
    mode = stat.S_IMODE(os.stat(target).st_mode)
    check(mode == 0o640, f"the target's mode became {mode:o}, expected 640")
    leftovers = [name for name in os.listdir(base) if name not in ("notes.json", "real")]
    check(not leftovers, f"files appeared beside the link: {leftovers}")
    print("  files: saved through a link (still a link), in the target's folder, mode 640 kept")

    # A directory at the path: said, nothing moved.
    base = folder(work, "dir")
    notes = os.path.join(base, "notes.json")
    os.makedirs(os.path.join(notes, "inside"))
    demo = Demo(binary, notes)
    demo.wait_for(b"is a directory")
    demo.ready()
    check(b"damaged" not in demo.output, "a directory was called damaged")
    typed(demo, "nowhere to go")
    code = demo.quit_losing_notes(retry_offered=False)
    check(code == 1, f"a directory at the path: exit status {code}, expected 1")
    check(os.path.isdir(os.path.join(notes, "inside")), "the directory was changed")
    moved = [name for name in os.listdir(base) if name.startswith("notes.json.")]
    check(not moved, f"something was moved aside: {moved}")
    print("  files: a directory at the path is said to be one, nothing is moved or saved over it")

    # XDG_DATA_HOME empty or relative: ignored for ~/.local/share.
    for value in ("", "relative/data"):
        base = folder(work, f"files-xdg-{len(value)}")
        home = folder(base, "home")
        demo = Demo(binary, None, env={"XDG_DATA_HOME": value, "HOME": home}, cwd=base)
        demo.ready()
        typed(demo, f"xdg {value!r}")
        demo.quit()
        note_after_default(read_notes(os.path.join(home, ".local/share/termdemo/notes.json")), f"xdg {value!r}")
        check(not os.path.exists(os.path.join(base, "relative")), "a relative XDG_DATA_HOME was used")
    print("  files: an empty or relative XDG_DATA_HOME is ignored: the notes went to ~/.local/share")

    if os.geteuid() == 0:
        print("  files: unreadable file: skipped (root reads every file)")
        return
    base = folder(work, "files-unreadable")
    notes = os.path.join(base, "notes.json")
    with open(notes, "w") as file:
        file.write('{"version":1,"notes":{"0":"secret"}}')
    os.chmod(notes, 0)
    demo = Demo(binary, notes)
    demo.wait_for(b"cannot read")
    demo.ready()
    check(b"damaged" not in demo.output, "an unreadable file was called damaged")
    demo.quit()  # nothing typed: nothing to ask about
    os.chmod(notes, 0o600)
    check(file_bytes(notes) == b'{"version":1,"notes":{"0":"secret"}}', "the unreadable file was changed")
    check(set(os.listdir(base)) <= {"notes.json", ".notes.json.lock"}, f"files appeared or moved: {os.listdir(base)}")
    print("  files: an unreadable file is said to be one, nothing is moved")


# --------------------------------------------------------------------------

TESTS = {
    "unknown": [test_unknown],
    "second": [test_second],
    "failed": [test_failed, test_failed_retry, test_failed_elsewhere, test_failed_lose],
    "signals": [test_signals],
    "files": [test_files],
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--demo", help="the TermDemo binary (default: .build/release, else .build/debug)")
    parser.add_argument("tests", nargs="*", default=list(TESTS))
    args = parser.parse_args()
    binary = args.demo or built_demo()
    if binary is None:
        print("notes_cases: no TermDemo built (swift build -c release)")
        return 2
    print(f"notes_cases: {binary}")
    failed = 0
    # Short paths: the status bar shows a problem with its path in 100 columns.
    with tempfile.TemporaryDirectory(prefix="tb-", dir="/tmp") as work:
        for name in args.tests:
            for test in TESTS.get(name, []) or [None]:
                try:
                    if test is None:
                        raise Failure(f"unknown test {name}")
                    test(binary, work)
                except Failure as failure:
                    failed += 1
                    print(f"  FAILED {name} ({test.__name__ if test else '?'}): {failure}")
    total = sum(len(TESTS.get(name, [None])) for name in args.tests)
    print(f"notes_cases: {total - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
