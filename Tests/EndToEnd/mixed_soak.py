#!/usr/bin/env python3
"""End to end: the real TermDemo's memory stays flat under mixed input.

Runs the demo in a pseudo-terminal (demo_pty.py) at 100,000 items and plays
rounds of what a person does, mixed: words typed into the search field and
cleared, the list moved with keys, rows clicked, the wheel turned, Tab to
the notes and typing there, the help sheet opened and closed. Each round
ends by clearing the search and waiting for the screen to settle; the demo's
VmRSS is read then. The first rounds warm up (caches, pages the allocator
keeps for reuse); after them the RSS may not keep growing: the growth over
the later rounds must stay under a limit per round.

Usage: mixed_soak.py [--demo PATH] [--rounds N] [--steps N] [--seed N]
Prints the RSS after each round; exits 1 if memory kept growing or a check
failed. A failure prints the seed that replays it.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile

from demo_pty import CTRL_Q, ESC, TAB, Demo, Failure, built_demo, check

CTRL_U = b"\x15"
KEYS = {
    "up": b"\x1b[A", "down": b"\x1b[B", "pgdn": b"\x1b[6~", "pgup": b"\x1b[5~", "home": b"\x1b[H",
    "end": b"\x1b[F", "backspace": b"\x7f", "enter": b"\r", "f1": b"\x1bOP",
}
WORDS = ["alpha", "bravo", "char", "delta", "echo", "item", "00", "12", "日本", "é", "👍", "zulu", "o"]


def vm_rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise Failure("no VmRSS for the demo")


def mouse(kind: str, x: int, y: int) -> bytes:
    """An SGR mouse report (1-based cells)."""
    if kind == "click":
        return b"\x1b[<0;%d;%dM\x1b[<0;%d;%dm" % (x, y, x, y)
    return b"\x1b[<%d;%d;%dM" % (65 if kind == "wheel-down" else 64, x, y)


def steps(rng: random.Random, count: int) -> list[bytes]:
    """`count` steps of mixed input, each one write; the round starts and
    ends in the search field with no sheet up."""
    out: list[bytes] = []
    in_editor = False
    while len(out) < count:
        roll = rng.randrange(100)
        if roll < 30:
            out.append(rng.choice(WORDS).encode())
        elif roll < 40:
            out.append(KEYS["backspace"])
        elif roll < 55:
            out.append(KEYS[rng.choice(["up", "down", "down", "pgdn", "pgup", "home", "end"])])
        elif roll < 63:
            out.append(mouse("click", rng.randrange(1, 48), rng.randrange(3, 29)))
        elif roll < 70:
            out.append(mouse(rng.choice(["wheel-up", "wheel-down"]), rng.randrange(1, 48), rng.randrange(3, 29)))
        elif roll < 80:
            out.append(TAB)
            in_editor = not in_editor
        elif roll < 87:
            out.append(CTRL_U)
        elif roll < 90:
            out.append(KEYS["f1"])
            out.append(ESC)
        elif roll < 93:
            out.append(KEYS["enter"])
        else:
            out.append(b" ")
    if in_editor:
        out.append(TAB)
    out.append(CTRL_U)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--demo", help="the TermDemo binary (default: .build/release, else .build/debug)")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--steps", type=int, default=3000, help="steps per round")
    parser.add_argument("--warmup", type=int, default=3, help="rounds before growth is judged")
    parser.add_argument("--limit-kb", type=int, default=256,
                        help="the most the RSS may grow per round after the warm-up, on average")
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args()
    binary = args.demo or built_demo()
    if binary is None:
        print("mixed_soak: no TermDemo built (swift build -c release)")
        return 2
    seed = args.seed if args.seed is not None else random.randrange(1 << 32)
    rng = random.Random(seed)
    print(f"mixed_soak: {binary}, seed {seed} ({args.rounds} rounds of {args.steps} steps, 100,000 items)")
    with tempfile.TemporaryDirectory(prefix="termbridge-soak-") as work:
        demo = Demo(binary, os.path.join(work, "notes.json"), items=100_000)
        try:
            demo.ready()
            samples = [vm_rss_kb(demo.pid)]
            for _ in range(args.rounds):
                for step in steps(rng, args.steps):
                    demo.write(step)
                demo.wait_quiet(0.3, timeout=120)
                samples.append(vm_rss_kb(demo.pid))
            demo.quit()
        except Failure as failure:
            print(f"  FAILED: {failure} (replay: --seed {seed})")
            return 1
    print("  VmRSS (KiB) at the start and after each round: " + " ".join(map(str, samples)))
    judged = samples[args.warmup:]
    per_round = (judged[-1] - judged[0]) / max(1, len(judged) - 1)
    print(f"  after {args.warmup} warm-up rounds: {per_round:+.0f} KiB per round "
          f"(limit {args.limit_kb} KiB per round of {args.steps} steps)")
    try:
        check(per_round <= args.limit_kb,
              f"memory kept growing: {per_round:+.0f} KiB per round (replay: --seed {seed})")
    except Failure as failure:
        print(f"  FAILED: {failure}")
        return 1
    print("mixed_soak: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
