#!/usr/bin/env python3
"""End to end: pastes, typing and notes safety against the real TermDemo.

Runs the demo binary in a pseudo-terminal (100x30, TERM=xterm-256color) and
checks, byte for byte, what reaches its notes file (--notes PATH):

  paste    a 1 MiB bracketed paste of mixed scripts (Latin, CJK, emoji, RTL,
           combining marks, tabs, newlines) written to the pty in one write,
           then Ctrl-Q: the note is the default note plus the paste.
  keys     10,000 keys written as fast as the pty takes them, one write per
           key, and again as one burst: all applied.
  floods   40,000 unbracketed characters into the editor and into the
           search field, 100,000 identical SGR mouse presses, 43 KB of
           random CSI sequences: the text arrives whole, Ctrl-Q is answered.
  kill     SIGKILL at random moments around autosaves of a 1 MiB note: the
           notes file always parses and holds the previous or the new note,
           and at most one temporary file is ever left.
  damaged  a damaged notes file: the demo starts and says so, the damaged
           bytes are kept beside it (.damaged-<time>), nothing is lost, even
           when that name is already taken.

Usage: paste_notes.py [--demo PATH] [--kills N] [--kill-seconds S] [TEST...]
Prints figures; exits 1 if a check failed.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sys
import tempfile
import threading
import time

from demo_pty import (CTRL_Q, PASTE_END, PASTE_START, TAB, Demo, Failure, check, first_difference,
                      built_demo, note_after_default, read_notes, same_bytes)

# --------------------------------------------------------------------------
# text
# --------------------------------------------------------------------------

PIECES = [
    "Pack my box with five dozen liquor jugs.", "Ça va? Größe, naïve, ŒUVRE, Ångström",
    "漢字かな交じり文", "中文测试，标点。", "한국어 텍스트", "👍🏽", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇯🇵🇫🇷",
    "❤️", "العربية نص تجريبي", "עברית טקסט", "e\u0301", "a\u0308\u0304", "Z\u0335\u031B\u0327",
    "\u1100\u1161\u11A8", "न\u094D\u200Dह", "\t", "ﬁ ﬀ", "Ω≈ç√∫", "x",
    "\u202Eevil\u202C \u200Fmark", "line\u2028sep\u2029par", "\uFEFFbom", "quote \" back\\slash /",
]


def mixed_text(size: int, seed: int) -> str:
    """At least `size` UTF-8 bytes of mixed scripts and lines (LF only: the
    editor keeps LF line ends, so the text must come back unchanged)."""
    rng = random.Random(seed)
    parts, total, line = [], 0, 0
    while total < size:
        words = 200 if line % 37 == 0 else 0 if line % 11 == 0 else rng.randint(1, 12)
        text = " ".join(rng.choice(PIECES) for _ in range(words)) + "\n"
        parts.append(text)
        total += len(text.encode("utf-8"))
        line += 1
    return "".join(parts)


def typed_keys(count: int, seed: int) -> tuple[list[bytes], str]:
    """`count` keys (one write each) and the text they leave: letters,
    digits, spaces, Enter, accented, CJK, RTL and emoji keys, Backspace
    after a plain letter; the last four spell LAST."""
    rng = random.Random(seed)
    plain = "abcdefghijklmnopqrstuvwxyz0123456789 "
    wide = ["é", "ß", "中", "文", "👍", "ש", "ع", "Ω"]
    keys: list[bytes] = []
    text: list[str] = []
    last_plain = False
    while len(keys) < count - 4:
        roll = rng.randrange(100)
        if roll < 5 and last_plain:
            keys.append(b"\x7f")
            text.pop()
            last_plain = False
        elif roll < 10:
            keys.append(b"\r")
            text.append("\n")
            last_plain = False
        elif roll < 20:
            c = rng.choice(wide)
            keys.append(c.encode("utf-8"))
            text.append(c)
            last_plain = False
        else:
            c = rng.choice(plain)
            keys.append(c.encode())
            text.append(c)
            last_plain = True
    for c in "LAST":
        keys.append(c.encode())
        text.append(c)
    return keys, "".join(text)


# --------------------------------------------------------------------------
# tests
# --------------------------------------------------------------------------

def test_paste(binary: str, work: str) -> None:
    notes = os.path.join(work, "paste.json")
    text = mixed_text(1 << 20, seed=2004) + "END-OF-PASTE"
    payload = PASTE_START + text.encode("utf-8") + PASTE_END
    demo = Demo(binary, notes)
    demo.ready()
    demo.write(TAB)
    demo.wait_quiet()
    cpu0 = demo.cpu_seconds()
    mark = len(demo.output)
    t0 = time.monotonic()
    demo.write(payload)
    written = time.monotonic()
    seen = demo.wait_for(b"END-OF-PASTE", start=mark)
    settled = demo.wait_quiet()
    cpu = demo.cpu_seconds() - cpu0
    demo.quit()
    saved = read_notes(notes)
    note_after_default(saved, text)
    print(f"  paste: {len(payload)} bytes ({text.count(chr(10))} lines) in one write; "
          f"write returned after {1000 * (written - t0):.0f} ms, end of paste on screen after "
          f"{1000 * (seen - t0):.0f} ms, screen settled after {1000 * (settled - t0):.0f} ms, "
          f"demo CPU {1000 * cpu:.0f} ms; notes file holds the note byte for byte "
          f"({len(saved['0'].encode('utf-8'))} bytes)")


def test_keys(binary: str, work: str) -> None:
    keys, text = typed_keys(10_000, seed=10_000)
    for mode in ("one write per key", "one burst"):
        notes = os.path.join(work, f"keys-{mode.split()[1]}.json")
        demo = Demo(binary, notes)
        demo.ready()
        cpu0 = demo.cpu_seconds()
        t0 = time.monotonic()
        if mode == "one burst":
            # Tab to the editor and every key in one write.
            demo.write(TAB + b"".join(keys))
        else:
            for key in [TAB] + keys:
                demo.write(key)
        written = time.monotonic()
        settled = demo.wait_quiet()
        cpu = demo.cpu_seconds() - cpu0
        demo.quit()
        note_after_default(read_notes(notes), text)
        print(f"  keys ({mode}): {len(keys)} keys written in {1000 * (written - t0):.0f} ms, "
              f"screen settled after {1000 * (settled - t0):.0f} ms, demo CPU {1000 * cpu:.0f} ms; "
              "all applied")


def test_floods(binary: str, work: str) -> None:
    """Floods a terminal program should absorb (issue: each took 16-90 s):
    the text must arrive whole and Ctrl-Q must be answered after each."""
    rng = random.Random(40_000)
    text = "".join(rng.choice("abcdefghij klmnop") for _ in range(40_000))
    csi = bytearray()
    while len(csi) < 43_000:
        params = ";".join(str(rng.randint(0, 300)) for _ in range(rng.randint(0, 4)))
        csi += b"\x1b[" + params.encode() + bytes([rng.randint(0x40, 0x7E)])
        csi += "".join(rng.choice("abc xyz") for _ in range(rng.randint(0, 3))).encode()
    floods = [
        ("40,000 characters into the editor", TAB + text.encode(), "editor"),
        ("40,000 characters into the search field", text.encode(), "search"),
        ("100,000 identical SGR mouse presses", b"\x1b[<0;5;5M" * 100_000, None),
        ("43 KB of random CSI sequences with text between", bytes(csi), None),
    ]
    for name, data, target in floods:
        notes = os.path.join(work, f"flood-{len(name)}.json")
        demo = Demo(binary, notes)
        demo.ready()
        t0 = time.monotonic()
        demo.write(data)
        written = time.monotonic()
        settled = demo.wait_quiet(timeout=60)
        demo.quit()
        if target == "editor":
            note_after_default(read_notes(notes), text)
        elif target == "search":
            check(b"0 matches" in demo.output, "the search did not run on the whole flood")
        print(f"  flood: {name}: written in {1000 * (written - t0):.0f} ms, last output "
              f"{1000 * max(0.0, settled - t0):.0f} ms after the first byte; Ctrl-Q answered")
    test_click_flood(binary, work)


def test_click_flood(binary: str, work: str) -> None:
    """100,000 SGR mouse reports, a press and a release at each of 50,000
    changing places over the list: the screen keeps up (a frame at least
    every 100 ms while the flood is worked through), and Ctrl-Q sent after
    it is answered within 1 s."""
    rng = random.Random(50_000)
    clicks = bytearray()
    for _ in range(50_000):
        x, y = rng.randint(2, 40), rng.randint(3, 26)
        clicks += f"\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m".encode()
    demo = Demo(binary, os.path.join(work, "click-flood.json"))
    demo.ready()
    start = len(demo.arrivals)
    t0 = time.monotonic()
    demo.write(clicks)
    written = time.monotonic()
    settled = demo.wait_quiet(timeout=60)
    with demo.lock:
        times = [t0] + [t for t in demo.arrivals[start:] if t <= settled]
    longest = max(b - a for a, b in zip(times, times[1:])) if len(times) > 1 else settled - t0
    took = settled - t0
    asked = time.monotonic()
    demo.write(CTRL_Q)
    code = demo.wait_exit(timeout=10)
    answered = time.monotonic() - asked
    print(f"  flood: 50,000 clicks (100,000 mouse reports, {len(clicks):,} bytes): written in "
          f"{1000 * (written - t0):.0f} ms, done {1000 * took:.0f} ms after the first byte, "
          f"longest gap between frames {1000 * longest:.0f} ms, Ctrl-Q answered in {1000 * answered:.0f} ms")
    check(code == 0, f"Ctrl-Q after the click flood: exit status {code}")
    check(longest <= 0.1, f"the screen froze for {1000 * longest:.0f} ms during the click flood (at most 100)")
    # The goal is 1 s: 0.86-1.23 s on the 2-core machine (2.7 s last
    # session, 20 s before the views were brought up to date once a frame in
    # a flood). What is left is retains and releases of views with weak
    # references to them (BENCHMARKS.md, "A flood of clicks").
    check(took <= 3.0, f"the click flood took {1000 * took:.0f} ms (at most 3,000)")
    check(answered <= 1.0, f"Ctrl-Q after the click flood took {1000 * answered:.0f} ms (at most 1,000)")


def temporary_files(folder: str) -> list[str]:
    return [name for name in os.listdir(folder) if name.endswith(".tmp")]


def kill_worker(binary: str, folder: str, seed: int, deadline: float, quota: int, results: dict) -> None:
    """Kills demos around autosaves of a 1 MiB note until `quota` kills or
    the deadline; records outcomes in `results` (shared, under its lock)."""
    rng = random.Random(seed)
    notes = os.path.join(folder, "notes.json")
    current = "# item 000000 alpha\n" + mixed_text(1 << 20, seed=seed)
    with open(notes, "w", encoding="utf-8") as file:
        json.dump({"version": 1, "notes": {"0": current}}, file, ensure_ascii=False)
    kills = 0
    while kills < quota and time.monotonic() < deadline:
        demo = Demo(binary, notes)
        try:
            demo.ready(quiet=0.05)
            edit = f"\nedit {kills} {rng.choice(PIECES)}"
            new = current + edit
            # Tab to the editor and the paste in one write.
            demo.write(TAB + PASTE_START + edit.encode("utf-8") + PASTE_END)
            temporary = os.path.join(folder, f".notes.json.{demo.pid}.tmp")
            if kills % 2 == 0:
                # At a random moment: before, during or after the autosave
                # (half a second after the edit).
                time.sleep(rng.uniform(0.0, 1.0))
                aimed = "random"
            else:
                # Into the save: as soon as its temporary file shows.
                until = time.monotonic() + 3
                while not os.path.exists(temporary) and time.monotonic() < until:
                    time.sleep(0.0002)
                time.sleep(rng.uniform(0.0, 0.004))
                aimed = "save"
            mid_save = os.path.exists(temporary)
            demo.kill()
        except BaseException:
            if demo.status is None:
                os.kill(demo.pid, signal.SIGKILL)
                demo.wait_exit()
            raise
        kills += 1
        saved = read_notes(notes).get("0")
        if saved is not None and same_bytes(saved, new):
            outcome, current = "new", new
        elif saved is not None and same_bytes(saved, current):
            outcome = "previous"
        else:
            raise Failure(f"after kill {kills} in {folder}: the note is neither the previous nor the new one"
                          + (f": {first_difference(saved, new)}" if saved is not None else ""))
        leftovers = temporary_files(folder)
        with results["lock"]:
            results["kills"] += 1
            results[outcome] += 1
            results["mid_save"] += int(mid_save)
            results["aimed_" + aimed] += 1
            results["max_tmp"] = max(results["max_tmp"], len(leftovers))
        check(len(leftovers) <= 1, f"temporary files pile up in {folder}: {leftovers}")
    # A last clean start and quit: the leftover temporary file is gone.
    demo = Demo(binary, notes)
    demo.ready()
    demo.quit()
    check(temporary_files(folder) == [], f"a temporary file survived a clean run: {temporary_files(folder)}")
    check(same_bytes(read_notes(notes).get("0", ""), current), "the note changed in a run without edits")


def test_kill(binary: str, work: str, kills: int, seconds: float, workers: int = 3) -> None:
    results = {"lock": threading.Lock(), "kills": 0, "new": 0, "previous": 0, "mid_save": 0,
               "aimed_random": 0, "aimed_save": 0, "max_tmp": 0}
    errors: list[BaseException] = []
    start = time.monotonic()
    deadline = start + seconds

    def run(index: int) -> None:
        folder = os.path.join(work, f"kill-{index}")
        os.makedirs(folder)
        try:
            quota = kills // workers + (1 if index < kills % workers else 0)
            kill_worker(binary, folder, 7000 + index, deadline, quota, results)
        except BaseException as error:  # reported by the main thread
            errors.append(error)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - start
    print(f"  kill: {results['kills']} SIGKILLs in {elapsed:.1f} s ({workers} demos at once, 1 MiB note): "
          f"{results['previous']} left the previous note, {results['new']} the new one, "
          f"{results['mid_save']} landed mid-save (temporary file present; {results['aimed_save']} aimed at "
          f"the save, {results['aimed_random']} at random times); never truncated or empty; "
          f"at most {results['max_tmp']} temporary file at a time")
    if errors:
        raise errors[0]
    check(results["kills"] >= min(kills, 50), f"only {results['kills']} kills in {seconds} s")


def test_damaged(binary: str, work: str) -> None:
    folder = os.path.join(work, "damaged")
    os.makedirs(folder)
    notes = os.path.join(folder, "notes.json")
    damaged = b'{"version":1,"notes":{"0":"half a note \xe2\x80\x94 cut off here\xff\xfe'
    # The names a move aside would take for the next few seconds are taken
    # already (an earlier damaged file): they must not be overwritten either.
    now = int(time.time())
    decoys = {}
    for second in range(now, now + 6):
        path = f"{notes}.damaged-{second}"
        decoys[path] = f"earlier damaged file {second}".encode()
        with open(path, "wb") as file:
            file.write(decoys[path])
    with open(notes, "wb") as file:
        file.write(damaged)
    demo = Demo(binary, notes)
    demo.wait_for(b"damaged")
    demo.ready()
    screen = demo.output.decode("utf-8", "replace")
    demo.write(TAB + PASTE_START + "new note text".encode() + PASTE_END)
    demo.wait_quiet()
    demo.quit()
    for path, content in decoys.items():
        with open(path, "rb") as file:
            check(file.read() == content, f"{os.path.basename(path)} was overwritten")
    kept = [name for name in os.listdir(folder)
            if name.startswith("notes.json.damaged-") and os.path.join(folder, name) not in decoys]
    check(len(kept) == 1, f"expected the damaged file moved aside once, found {kept}")
    with open(os.path.join(folder, kept[0]), "rb") as file:
        check(file.read() == damaged, f"{kept[0]} does not hold the damaged bytes")
    check(kept[0] in screen, f"the screen does not name {kept[0]}")
    note_after_default(read_notes(notes), "new note text")
    print(f"  damaged: the demo started, said the notes file was damaged and kept it as {kept[0]} "
          f"(its {len(damaged)} bytes intact; {len(decoys)} earlier damaged files untouched); "
          "new notes saved beside it")
    test_damaged_immovable(binary, work, damaged)


def test_damaged_immovable(binary: str, work: str, damaged: bytes) -> None:
    """A damaged file that cannot be moved aside (every name it could take,
    .damaged-<time> and -2 to -100, is taken for the next seconds) is left
    as it is: the demo says notes will not be saved and saves nothing over
    it, though the folder is writable."""
    folder = os.path.join(work, "immovable")
    os.makedirs(folder)
    notes = os.path.join(folder, "notes.json")
    with open(notes, "wb") as file:
        file.write(damaged)
    now = int(time.time())
    for second in range(now, now + 5):
        for n in range(1, 101):
            name = f"{notes}.damaged-{second}" + ("" if n == 1 else f"-{n}")
            with open(name, "wb") as file:
                file.write(b"taken")
    before = sorted(os.listdir(folder))
    demo = Demo(binary, notes)
    demo.wait_for(b"will not be saved")
    demo.ready()
    demo.write(TAB + PASTE_START + b"typed anyway" + PASTE_END)
    demo.wait_quiet()
    # Quitting asks (the note cannot be saved); losing it exits 1.
    code = demo.quit_losing_notes(retry_offered=False)
    check(code == 1, f"quitting and losing the unsaved note: exit status {code}, expected 1")
    with open(notes, "rb") as file:
        check(file.read() == damaged, "the damaged notes file was overwritten")
    # The advisory lock file beside the notes (`.<name>.lock`) is the only
    # file the demo may add.
    lock = "." + os.path.basename(notes) + ".lock"
    after = [name for name in sorted(os.listdir(folder)) if name != lock]
    check(after == before, f"files appeared or went in the notes folder: {sorted(set(after) ^ set(before))}")
    print("  damaged, cannot be moved aside: the demo started, said notes will not be saved, "
          "asked before quitting without the typed note (exit 1), and left the file as it was")


# --------------------------------------------------------------------------

def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--demo", help="the TermDemo binary (default: .build/release, else .build/debug)")
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--kill-seconds", type=float, default=60)
    parser.add_argument("tests", nargs="*", default=["paste", "keys", "floods", "kill", "damaged"])
    args = parser.parse_args()
    binary = args.demo or built_demo()
    if binary is None:
        print("paste_notes: no TermDemo built (swift build -c release)")
        return 2
    print(f"paste_notes: {binary}")
    failed = 0
    with tempfile.TemporaryDirectory(prefix="termbridge-paste-") as work:
        for name in args.tests:
            try:
                if name == "paste":
                    test_paste(binary, work)
                elif name == "keys":
                    test_keys(binary, work)
                elif name == "floods":
                    test_floods(binary, work)
                elif name == "kill":
                    test_kill(binary, work, args.kills, args.kill_seconds)
                elif name == "damaged":
                    test_damaged(binary, work)
                else:
                    raise Failure(f"unknown test {name}")
            except Failure as failure:
                failed += 1
                print(f"  FAILED {name}: {failure}")
    print(f"paste_notes: {len(args.tests) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
