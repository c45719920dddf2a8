# What the tmux end-to-end scripts share (commands_tmux.sh, palette_tmux.sh):
# a tmux server of the script's own running a bare shell at 80x24, the
# screen it shows, waits on that screen, keys, and the demo started and
# quit in it. Sourced, not run:
#
#   source "$(dirname "$0")/tmux_lib.sh"
#   tmux_start NAME "$@"   # NAME: the script's name in messages; $1: TERMDEMO
#   run_demo --mode commands
#   wait_for "Plants: 1"; keys C-n; …
#   quit_demo

# tmux_start NAME [TERMDEMO]: goes to the package's folder; DEMO is TERMDEMO
# (default: the debug build's .build/debug/TermDemo, built when missing);
# starts the tmux server (killed on exit) with a shell whose prompt is
# `prompt> `.
tmux_start() {
  E2E_NAME=$1
  cd "$(dirname "${BASH_SOURCE[0]}")/../.."
  DEMO=${2:-.build/debug/TermDemo}
  if [ ! -x "$DEMO" ]; then swift build --product TermDemo >/dev/null; fi
  command -v tmux >/dev/null || { echo "$E2E_NAME: tmux is missing"; exit 1; }
  SOCKET=termbridge-$E2E_NAME-$$
  SESSION=$E2E_NAME
  trap 'tm kill-server 2>/dev/null || true' EXIT
  tm -f /dev/null new-session -d -s "$SESSION" -x 80 -y 24 "bash --norc --noprofile"
  tm set-option -t "$SESSION" -g status off >/dev/null
  keys "PS1='prompt> '" Enter
}

# tm ARGS...: tmux on the script's own server.
tm() { tmux -L "$SOCKET" "$@"; }
# screen: the screen as it is now, a line a row.
screen() { tm capture-pane -p -t "$SESSION"; }
# fail MESSAGE: says what failed, shows the screen and ends the script.
fail() {
  echo "$E2E_NAME: FAILED: $1"
  screen | sed 's/^/  | /'
  exit 1
}
# keys KEYS...: tmux send-keys, then time for the app to draw.
keys() { tm send-keys -t "$SESSION" "$@"; sleep 0.3; }

# wait_until SECONDS MESSAGE COMMAND...: until COMMAND succeeds, else fail
# with MESSAGE.
wait_until() {
  local deadline=$((SECONDS + $1)) message=$2
  shift 2
  while [ $SECONDS -lt $deadline ]; do
    if "$@"; then return 0; fi
    sleep 0.1
  done
  fail "$message"
}
shows() { screen | grep -qF -- "$1"; }
lacks() { ! shows "$1"; }
# wait_for TEXT [SECONDS]: until the screen shows TEXT (10 seconds).
wait_for() { wait_until "${2:-10}" "no '$1' on the screen" shows "$1"; }
# wait_gone TEXT: until the screen no longer shows TEXT.
wait_gone() { wait_until 10 "'$1' is still on the screen" lacks "$1"; }

# run_demo ARGS...: runs the demo in the shell, which says exited=STATUS
# when it ends.
run_demo() { keys "clear; $DEMO $*; echo exited=\$?" Enter; }
# quit_demo: Ctrl-Q quits, the demo exits with 0 and the prompt is back;
# the script is done.
quit_demo() {
  keys C-q
  wait_for "exited=0"
  wait_for "prompt>"
  echo "$E2E_NAME: ok"
}
