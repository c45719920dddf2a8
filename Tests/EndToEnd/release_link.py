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
- the program's loadable segments are aligned to 64 KB (`-z
  max-page-size=65536`), so that the kernel loads it at a 64 KB boundary
  and the windows it maps around each page of code are the link's;
- the program exports none of its Swift symbols (`--no-export-dynamic`);
- where this machine's glibc is 2.36 or later, the relocations are packed
  (`.relr.dyn`, and no `.rela.dyn` of tens of thousands of entries);
- the link order is not stale: of the toolkit's code that the headless
  benchmark runs (callgrind: needs valgrind), at most 1 % by size lies
  outside `.text.hot`. New code on a hot path is linked in cold `.text`
  until `Scripts/make-link-order` is run again, and every page of it
  first touched maps 64 KB of cold code around it: a stale order cost
  TermDemo 2.4 MB of peak RSS (BENCHMARKS.md, tenth session);

then runs its headless benchmark, which starts the runtime, casts,
hashes, draws and quits: the statically linked C++ runtime works.

  python3 Tests/EndToEnd/release_link.py .build/app-release/x86_64-unknown-linux-gnu/release/TermDemo
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

# The toolkit's modules as they begin a Swift symbol's mangled name. The test
# kit is left out: apps use it in their tests, not in their sessions, and
# the link order leaves it where it is.
TOOLKIT_MODULES = ("TermBridgeTerminal", "TermBridgeWidgets", "TermBridgeDeclarative", "TermBridgeCore", "TermBridge")
# The share of the toolkit's code run that may lie outside .text.hot: an
# up-to-date order leaves ~0.1 % there (small helpers the app's own objects
# specialise), a stale one several per cent.
STALE_SHARE = 0.01
# The span the kernel maps around a page of a file it faults in (its
# fault-around), to which the program's segments are aligned.
WINDOW = 64 * 1024


def readelf(*arguments):
    return subprocess.run(["readelf", "-W", *arguments], capture_output=True, text=True, check=True).stdout


def sections(binary):
    """Section name -> (start address, size in bytes)."""
    found = {}
    for match in re.finditer(r"\]\s+(\S+)\s+\S+\s+([0-9a-f]{16})\s+[0-9a-f]+\s+([0-9a-f]+)", readelf("-S", binary)):
        found[match.group(1)] = (int(match.group(2), 16), int(match.group(3), 16))
    return found


def section_size(found, name):
    """The size of section `name` in `found` (from `sections`), 0 when absent."""
    return found.get(name, (0, 0))[1]


def toolkit_module(symbol):
    """The toolkit module a Swift symbol's name begins with, if any."""
    match = re.match(r"\$s(\d+)([A-Za-z_]\w*)", symbol)
    if not match:
        return None
    module = match.group(2)[: int(match.group(1))]
    return module if module in TOOLKIT_MODULES else None


def functions_run(binary, arguments):
    """The names of the functions a run of `binary` executes (callgrind)."""
    with tempfile.TemporaryDirectory() as scratch:
        profile = os.path.join(scratch, "callgrind.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}", binary, *arguments],
            capture_output=True, text=True, timeout=600)
        if run.returncode != 0 or not os.path.exists(profile):
            raise RuntimeError(f"callgrind run exited {run.returncode}: {run.stderr.strip()[-300:]}")
        names, ran = {}, set()
        with open(profile, errors="replace") as lines:
            for line in lines:
                match = re.match(r"(c?)fn=\((\d+)\)(?: (.*))?", line)
                if not match:
                    continue
                if match.group(3):
                    names[match.group(2)] = match.group(3).strip()
                if not match.group(1):
                    ran.add(names.get(match.group(2)))
        return ran


def stale_order_report(binary):
    """(share of the toolkit's code run that lies outside .text.hot, its
    largest functions there), from a callgrind run of the headless benchmark."""
    start, size = sections(binary).get(".text.hot", (0, 0))
    # By name, as callgrind names what ran: of a local helper several
    # modules each have a copy of, one copy's place stands for all.
    sizes = {}
    for line in subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True).stdout.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in "tTwW":
            sizes[fields[3]] = (int(fields[0], 16), int(fields[1], 16))
    inside, outside = 0, []
    for name in functions_run(binary, ["--bench", "--items", "1000"]):
        if name not in sizes or not toolkit_module(name):
            continue
        address, length = sizes[name]
        if start <= address < start + size:
            inside += length
        else:
            outside.append((length, name))
    cold = sum(length for length, _ in outside)
    return (cold / (inside + cold) if inside + cold else 1.0), sorted(outside, reverse=True)


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
    hot = section_size(found, ".text.hot")
    print(f"  .text.hot: {hot // 1024} KB of {(hot + section_size(found, '.text')) // 1024} KB of code")
    if hot < 1024 * 1024:
        failures.append(f".text.hot is {hot} bytes: LinkOrder.ld placed (almost) nothing")

    alignments = [int(value, 16) for value in re.findall(r"^\s*LOAD\s.*\s(0x[0-9a-f]+)$", readelf("-l", binary), re.M)]
    print(f"  loadable segments aligned to: {', '.join(str(value // 1024) + ' KB' for value in alignments)}")
    if not alignments or min(alignments) < WINDOW:
        failures.append(f"loadable segments aligned to {min(alignments or [0])} bytes, not {WINDOW} (max-page-size)")

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
        relative = section_size(found, ".relr.dyn")
        entries = section_size(found, ".rela.dyn") // 24
        print(f"  .relr.dyn: {relative} bytes; .rela.dyn: {entries} entries")
        if relative == 0 or entries > 10_000:
            failures.append(f"relocations not packed (.relr.dyn {relative} bytes, .rela.dyn {entries} entries)")

    run = subprocess.run([binary, "--bench", "--items", "1000"], capture_output=True, text=True, timeout=120)
    last = (run.stdout.strip().splitlines() or ["(no output)"])[-1]
    print(f"  --bench --items 1000: exit {run.returncode}; {last}")
    if run.returncode != 0:
        failures.append(f"the headless benchmark exited {run.returncode}: {run.stderr.strip()[-300:]}")

    if shutil.which("valgrind") is None:
        failures.append("valgrind is missing: the link order's check runs the benchmark under callgrind "
                        "(apt-get install valgrind)")
    else:
        share, outside = stale_order_report(binary)
        print(f"  toolkit code the benchmark runs outside .text.hot: {share:.2%}")
        if share > STALE_SHARE:
            largest = ", ".join(f"{name} ({length} bytes)" for length, name in outside[:3])
            failures.append(
                f"the link order is stale: {share:.1%} of the toolkit's code the benchmark runs is in cold .text "
                f"(at most {STALE_SHARE:.0%}), e.g. {largest}; run Scripts/make-link-order and commit "
                "Sources/TermBridge/Link/LinkOrder.ld")

    for failure in failures:
        print(f"release_link: {failure}")
    print("release_link: " + ("FAILED" if failures else "ok"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
