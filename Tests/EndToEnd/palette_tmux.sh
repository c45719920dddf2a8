#!/usr/bin/env bash
# Keys you can discover, end to end in tmux: the key hints bar and the
# command palette of `TermDemo --mode commands` (a WindowGroup with
# `.commands` and `.keyHints()`), at 80x24. Checks, from the captured screen:
#   - the bottom line lists the keys of where focus is (the plant list's
#     ↑↓ Move first, then Ctrl-P Commands, F10 Menu, …), and
#     changes when Tab moves focus (the toggle: Space Toggle);
#   - Ctrl-P opens the palette; typing "add pl" keeps Add Plant, shown with
#     its shortcut; Enter runs it (the plant count goes up) and closes it;
#   - Esc closes the palette without running anything;
#   - a click on an entry runs it;
#   - Ctrl-Q quits and the shell prompt is back.
#
# Usage: Tests/EndToEnd/palette_tmux.sh [TERMDEMO]  (default: the debug
# build's .build/debug/TermDemo, built first when missing).
set -euo pipefail
source "$(dirname "$0")/tmux_lib.sh"
tmux_start palette_tmux "$@"
bottom() { screen | sed -n 24p; }
on_bottom() { bottom | grep -qF -- "$1"; }
# wait_bottom TEXT: until the bottom line shows TEXT.
wait_bottom() { wait_until 10 "no '$1' on the bottom line" on_bottom "$1"; }
run_demo --mode commands

wait_for "Plants: 1"
wait_bottom "↑↓ Move"
bottom | grep -qF "Ctrl-P Commands" || fail "the bottom line does not list Ctrl-P Commands"
bottom | grep -qF "F10 Menu" || fail "the bottom line does not list F10 Menu"
echo "  the key hints bar lists the list's keys, the palette's and the menu bar's"

# The list, the note field, then the toggle.
keys Tab
keys Tab
wait_bottom "Space Toggle"
echo "  the hints follow focus (the toggle: Space Toggle)"

keys C-p
wait_for "Type a command"
tm send-keys -t "$SESSION" -l "add pl"
sleep 0.3
wait_for "Add Plant"
screen | grep -F "Add Plant" | grep -qF "Ctrl-N" || fail "Add Plant is not shown with Ctrl-N"
screen | grep -qF "Quit TermDemo" && fail "the filter kept Quit TermDemo"
keys Enter
wait_for "Plants: 2"
wait_gone "Type a command"
echo "  Ctrl-P, typing, Enter: the palette ran Add Plant"

keys C-p
wait_for "Type a command"
keys Escape
wait_gone "Type a command"
screen | grep -qF "Plants: 2" || fail "Esc ran something"
echo "  Esc closes the palette"

keys C-p
wait_for "Type a command"
tm send-keys -t "$SESSION" -l "add"
sleep 0.3
row=$(screen | grep -nF "Add Plant" | head -1 | cut -d: -f1)
[ -n "$row" ] || fail "no Add Plant row to click"
col=$(screen | sed -n "${row}p" | awk '{ print index($0, "Add Plant") }')
tm send-keys -t "$SESSION" -l $'\e[<0;'"$col;$row"$'M\e[<0;'"$col;$row"'m'
wait_for "Plants: 3"
wait_gone "Type a command"
echo "  a click on an entry runs it"

quit_demo
