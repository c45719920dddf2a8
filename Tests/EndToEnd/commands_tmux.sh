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
source "$(dirname "$0")/tmux_lib.sh"
tmux_start commands_tmux "$@"
run_demo --mode commands

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

quit_demo
