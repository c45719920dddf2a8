#!/usr/bin/env python3
"""End to end: an app built for release as the README says
(`swift build -c release --static-swift-stdlib`) gets the link the
library's targets carry (Package.swift, ARCHITECTURE.md "Release links"),
and runs.

On the binary given (TermDemo built that way), it checks:

- the C++ runtime the Swift runtime is written in is linked in: the program
  needs neither libstdc++.so nor libgcc_s.so (the linker script
  Sources/TermBridge/Link/CxxRuntime/libstdc++.so);
- the code sessions run is placed together: a `.text.hot` section of at
  least 1 MB (the linker script Sources/TermBridge/Link/LinkOrder.ld matched
  the objects it names; a script that matches nothing leaves it empty);
- the program exports none of its Swift symbols (`--no-export-dynamic`);
- where this machine's glibc is 2.36 or later, the relocations are packed
  (`.relr.dyn`, and no `.rela.dyn` of tens of thousands of entries);

then runs its headless benchmark, which starts the runtime, casts,
hashes, draws and quits: the statically linked C++ runtime works.

  python3 Tests/EndToEnd/release_link.py .build/app-release/x86_64-unknown-linux-gnu/release/TermDemo
"""
import os
import re
import subprocess
import sys


def readelf(*arguments):
    return subprocess.run(["readelf", "-W", *arguments], capture_output=True, text=True, check=True).stdout


def sections(binary):
    """Section name -> size in bytes."""
    found = {}
    for match in re.finditer(r"\]\s+(\S+)\s+\S+\s+[0-9a-f]{16}\s+[0-9a-f]+\s+([0-9a-f]+)", readelf("-S", binary)):
        found[match.group(1)] = int(match.group(2), 16)
    return found


def glibc_packs_relocations():
    version = os.confstr("CS_GNU_LIBC_VERSION") or ""
    match = re.match(r"glibc (\d+)\.(\d+)", version)
    return bool(match) and (int(match.group(1)), int(match.group(2))) >= (2, 36)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    failures = []

    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", readelf("-d", binary))
    print(f"  needs: {', '.join(needed)}")
    for library in ("libstdc++.so", "libgcc_s.so"):
        if any(name.startswith(library) for name in needed):
            failures.append(f"the program needs {library}: the C++ runtime is not linked in")

    found = sections(binary)
    hot = found.get(".text.hot", 0)
    print(f"  .text.hot: {hot // 1024} KB of {(hot + found.get('.text', 0)) // 1024} KB of code")
    if hot < 1024 * 1024:
        failures.append(f".text.hot is {hot} bytes: LinkOrder.ld placed (almost) nothing")

    exported = [
        line.split()[-1]
        for line in readelf("--dyn-syms", binary).splitlines()
        if re.search(r"\s(FUNC|OBJECT)\s+GLOBAL\s+DEFAULT\s+\d+\s", line)
    ]
    own = [name for name in exported if name.startswith("$s")]
    print(f"  exported symbols: {len(exported)} ({len(own)} Swift)")
    if own:
        failures.append(f"the program exports {len(own)} Swift symbols, e.g. {own[0]}")

    if glibc_packs_relocations():
        relative = found.get(".relr.dyn", 0)
        entries = found.get(".rela.dyn", 0) // 24
        print(f"  .relr.dyn: {relative} bytes; .rela.dyn: {entries} entries")
        if relative == 0 or entries > 10_000:
            failures.append(f"relocations not packed (.relr.dyn {relative} bytes, .rela.dyn {entries} entries)")

    run = subprocess.run([binary, "--bench", "--items", "1000"], capture_output=True, text=True, timeout=120)
    last = (run.stdout.strip().splitlines() or ["(no output)"])[-1]
    print(f"  --bench --items 1000: exit {run.returncode}; {last}")
    if run.returncode != 0:
        failures.append(f"the headless benchmark exited {run.returncode}: {run.stderr.strip()[-300:]}")

    for failure in failures:
        print(f"release_link: {failure}")
    print("release_link: " + ("FAILED" if failures else "ok"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
