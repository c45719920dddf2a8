#!/usr/bin/env bash
# A menu bar and a focused-value command, end to end in tmux.
#
# Runs `TermDemo --mode commands` (a small App with `.commands`, a
# `Settings` scene and `.focusedSceneValue`) in a detached tmux session at
# 80x24 and checks, from the captured screen:
#   - the menu bar is on the top line;
#   - F10 opens the app menu, Right the File menu with Add Plant (Ctrl-N);
#   - Enter runs Add Plant on the garden the scene publishes;
#   - Ctrl-N runs it from anywhere; turning "Publish the garden" off makes
#     it do nothing (disabled), on again makes it work;
#   - a click on a menu title opens that menu, Esc closes it;
#   - the compact date picker shows the planting day; Up on its month and
#     digits typed into its day change the date on screen;
#   - the custom Shape (a leaf) is drawn in braille dots;
#   - Ctrl-Q quits and the terminal is restored (the shell prompt is back).
#
# Usage: Tests/EndToEnd/commands_tmux.sh [TERMDEMO]  (default: the debug
# build's .build/debug/TermDemo, built first when missing).
set -euo pipefail
cd "$(dirname "$0")/../.."
DEMO=${1:-.build/debug/TermDemo}
if [ ! -x "$DEMO" ]; then swift build --product TermDemo >/dev/null; fi
command -v tmux >/dev/null || { echo "commands_tmux: tmux is missing"; exit 1; }

SOCKET=termbridge-commands-$$
SESSION=commands
tm() { tmux -L "$SOCKET" "$@"; }
cleanup() { tm kill-server 2>/dev/null || true; }
trap cleanup EXIT

screen() { tm capture-pane -p -t "$SESSION"; }
fail() {
  echo "commands_tmux: FAILED: $1"
  screen | sed 's/^/  | /'
  exit 1
}
# wait_for TEXT [SECONDS]: until the screen shows TEXT.
wait_for() {
  local deadline=$((SECONDS + ${2:-10}))
  while [ $SECONDS -lt $deadline ]; do
    if screen | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  fail "no '$1' on the screen"
}
# wait_gone TEXT: until the screen no longer shows TEXT.
wait_gone() {
  local deadline=$((SECONDS + 10))
  while [ $SECONDS -lt $deadline ]; do
    if ! screen | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  fail "'$1' is still on the screen"
}
keys() { tm send-keys -t "$SESSION" "$@"; sleep 0.3; }

tm -f /dev/null new-session -d -s "$SESSION" -x 80 -y 24 "bash --norc --noprofile"
tm set-option -t "$SESSION" -g status off >/dev/null
keys "PS1='prompt> '" Enter
keys "clear; $DEMO --mode commands; echo exited=\$?" Enter

wait_for "Plants: 1"
screen | head -1 | grep -q "TermDemo  File  Edit  View  Garden" || fail "no menu bar on the top line"
echo "  menu bar on the top line"
wait_for "Planted Nov 14, 2023"
# Braille patterns are U+2800–U+28FF: E2 A0 80 to E2 A3 BF in UTF-8.
screen | LC_ALL=C grep -qE $'\xe2[\xa0-\xa3]' || fail "the leaf shape is not drawn in braille"
echo "  a date picker and a custom shape (in braille dots) are on screen"

keys F10
wait_for "Quit TermDemo"
keys Right
wait_for "Add Plant"
screen | grep -F "Add Plant" | grep -qF "Ctrl-N" || fail "Add Plant does not show Ctrl-N"
keys Enter
wait_for "Plants: 2"
echo "  F10, Right, Enter: File › Add Plant ran on the scene's garden"

keys C-n
wait_for "Plants: 3"
echo "  Ctrl-N runs it from anywhere"

# Tab to the note field, then the toggle; Space turns publishing off.
keys Tab
keys Tab
keys Space
keys C-n
sleep 0.5
screen | grep -qF "Plants: 3" || fail "Add Plant ran while the garden was not published"
keys Space
keys C-n
wait_for "Plants: 4"
echo "  disabled while nothing is published, enabled again when it is"

# From the toggle, Tab to the date picker's month; Up is the next month.
keys Tab
keys Up
wait_for "Planted Dec 14, 2023"
# Right to the day; typing 2 then 5 makes it the 25th.
keys Right
keys 2
keys 5
wait_for "Planted Dec 25, 2023"
echo "  the date picker takes Up on its month and typed digits on its day"

# A click on the Edit title (column 19 of the top line, tmux counts from 1).
tm send-keys -t "$SESSION" -l $'\e[<0;20;1M\e[<0;20;1m'
wait_for "Select All"
keys Escape
wait_gone "Select All"
echo "  a click opens a menu, Esc closes it"

keys C-q
wait_for "exited=0"
wait_for "prompt>"
echo "commands_tmux: ok"
