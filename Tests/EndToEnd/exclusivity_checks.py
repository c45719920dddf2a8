#!/usr/bin/env python3
"""End to end: the state every frame reads is read without a run-time
exclusivity check in a release build.

The hot public properties of the widgets (`TermView.frame`, `isHidden`,
`subviews` ..., `TermLabel.text` ..., `TermListCell.isSelected` ...) are
stored in internal properties behind public accessors, so that the
compiler, seeing every access in the whole module, proves that none
overlaps another and emits no `swift_beginAccess` (ARCHITECTURE.md, "Memory
safety: every access checked"). One access that is not instantaneous (an
`inout` across other code, a mutating call on the storage) and the compiler
silently checks them all again; this test notices.

It disassembles the getters in a release binary and fails if any calls
`swift_beginAccess`. (The getters say it for all accesses: the compiler
drops the check from every access of a property or from none. A setter may
still check another property it touches, such as the window's first
responder.) As a control, a public stored property
(`TermView.accessibilityIdentifier`, checked by design) must still call it:
if it does not, the test can no longer tell, and fails too.

  python3 Tests/EndToEnd/exclusivity_checks.py .build/release/TermDemo
"""
import re
import subprocess
import sys

# Properties whose reads (and so all accesses) must be unchecked.
UNCHECKED = {
    "TermBridgeWidgets.TermView": [
        "frame", "isHidden", "isEnabled", "isUserInteractionEnabled", "subviews", "superview",
        "viewController", "needsDisplay", "needsLayout", "needsUpdateProperties", "backgroundStyle",
        "overrideTheme", "overrideUserInterfaceStyle", "clearsContextBeforeDrawing", "toolTip",
    ],
    "TermBridgeWidgets.TermLabel": ["text", "style", "numberOfLines", "alignment", "truncationMode", "runs"],
    "TermBridgeWidgets.TermTextView": ["wrapsLines", "tabWidth", "textStyle"],
    "TermBridgeWidgets.TermListCell": ["isSelected", "isCurrent"],
    "TermBridgeWidgets.TermListView": ["dataSource", "delegate", "rowHeight", "estimatedRowHeight"],
}
# Functions whose reads of the environment's storage must be unchecked.
UNCHECKED_FUNCTIONS = ["TermBridgeDeclarative.EnvironmentValues.isSame(as: TermBridgeDeclarative.EnvironmentValues) -> Swift.Bool"]
# A public stored property: checked by design, the control.
CHECKED_CONTROL = ("TermBridgeWidgets.TermView", "accessibilityIdentifier")


def symbols(binary):
    """Demangled name -> (address, size), for the functions in the binary."""
    listing = subprocess.run(
        ["nm", "--defined-only", "--print-size", binary], capture_output=True, text=True, check=True
    ).stdout
    found = []
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in ("t", "T") and fields[3].startswith("$s"):
            found.append((fields[3], int(fields[0], 16), int(fields[1], 16)))
    demangled = subprocess.run(
        ["swift", "demangle", "--compact"], input="\n".join(name for name, _, _ in found),
        capture_output=True, text=True, check=True,
    ).stdout.splitlines()
    return {name: (address, size) for name, (_, address, size) in zip(demangled, found)}


def calls_begin_access(binary, place):
    """Whether the function's own code calls swift_beginAccess."""
    address, size = place
    code = subprocess.run(
        ["objdump", "-d", "--no-show-raw-insn", f"--start-address={address:#x}",
         f"--stop-address={address + size:#x}", binary],
        capture_output=True, text=True, check=True,
    ).stdout
    if not re.search(r"^\s*[0-9a-f]+:", code, re.MULTILINE):
        raise SystemExit(f"exclusivity_checks: objdump found no code at {address:#x}")
    return "swift_beginAccess" in code


def accessor(table, owner, name, kind):
    pattern = re.compile(rf"^{re.escape(owner)}\.{re.escape(name)}\.{kind} : ")
    found = [demangled for demangled in table if pattern.match(demangled)]
    if len(found) != 1:
        raise SystemExit(f"exclusivity_checks: expected one {owner}.{name}.{kind}, found {found}")
    return found[0]


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/TermDemo"
    table = symbols(binary)
    checked = []
    count = 0
    for owner, names in UNCHECKED.items():
        for name in names:
            demangled = accessor(table, owner, name, "getter")
            count += 1
            if calls_begin_access(binary, table[demangled]):
                checked.append(demangled)
    for demangled in UNCHECKED_FUNCTIONS:
        if demangled not in table:
            raise SystemExit(f"exclusivity_checks: no {demangled} in the binary")
        count += 1
        if calls_begin_access(binary, table[demangled]):
            checked.append(demangled)
    control = accessor(table, *CHECKED_CONTROL, "getter")
    if not calls_begin_access(binary, table[control]):
        print(f"exclusivity_checks: the control {control} calls no swift_beginAccess: the test cannot tell")
        return 1
    if checked:
        print("exclusivity_checks: these check exclusive access at run time again:")
        for name in checked:
            print(f"  {name}")
        print("(an access to their storage is no longer instantaneous; see ARCHITECTURE.md, memory safety)")
        return 1
    print(f"exclusivity_checks: {count} getters and functions read without a run-time check; the control is checked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
