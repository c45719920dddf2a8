#ifndef TERMBRIDGE_CNCURSES_SHIM_H
#define TERMBRIDGE_CNCURSES_SHIM_H

// The wide-character API (cchar_t, wadd_wch, ...) is only declared when this
// is set before curses.h is included.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1

#endif

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <curses.h>
#include <panel.h>
#include <term.h>

// Swift 6 rejects mutable C globals as not concurrency-safe; these getters
// are the only way TermBridge reads them.
static inline WINDOW *tb_stdscr(void) { return stdscr; }
static inline WINDOW *tb_curscr(void) { return curscr; }
static inline WINDOW *tb_newscr(void) { return newscr; }
static inline int tb_lines(void) { return LINES; }
static inline int tb_cols(void) { return COLS; }
static inline int tb_colors(void) { return COLORS; }
static inline int tb_color_pairs(void) { return COLOR_PAIRS; }

// Attribute macros.
static inline attr_t tb_a_normal(void) { return A_NORMAL; }
static inline attr_t tb_a_bold(void) { return A_BOLD; }
static inline attr_t tb_a_dim(void) { return A_DIM; }
static inline attr_t tb_a_italic(void) { return A_ITALIC; }
static inline attr_t tb_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tb_a_reverse(void) { return A_REVERSE; }
static inline attr_t tb_a_blink(void) { return A_BLINK; }
static inline attr_t tb_a_strikeout(void) { return 0; }

// glibc's wcwidth is what ncurses measures with; TermBridge measures with it
// too so both agree on every cell.
static inline int tb_wcwidth(wchar_t c) { return wcwidth(c); }

// terminfo string capability, or NULL when the terminal has none.
static inline const char *tb_tigetstr(const char *name) {
  char *s = tigetstr(name);
  if (s == NULL || s == (char *)-1) return NULL;
  return s;
}

// A cchar_t built by hand: ncurses' setcchar stops at the first spacing
// character, which would split emoji ZWJ sequences that a terminal draws as
// one glyph. `count` is at most CCHARW_MAX.
static inline void tb_make_cchar(cchar_t *cell, const wchar_t *chars, int count,
                                 attr_t attrs, int pair) {
  memset(cell, 0, sizeof(*cell));
  for (int i = 0; i < count && i < CCHARW_MAX; i++) cell->chars[i] = chars[i];
  cell->attr = attrs;
  cell->ext_color = pair;
  if (pair < 256) cell->attr |= (attr_t)COLOR_PAIR(pair);
}

static inline int tb_cchar_max(void) { return CCHARW_MAX; }

// Reads a cell back: up to CCHARW_MAX characters, attributes and pair.
static inline int tb_read_cell(WINDOW *win, int y, int x, wchar_t *chars,
                               attr_t *attrs, int *pair) {
  cchar_t cell;
  if (mvwin_wch(win, y, x, &cell) == ERR) return -1;
  int n = 0;
  for (; n < CCHARW_MAX && cell.chars[n] != 0; n++) chars[n] = cell.chars[n];
  *attrs = cell.attr & ~A_COLOR;
  *pair = cell.ext_color ? cell.ext_color : (int)PAIR_NUMBER(cell.attr);
  return n;
}

// Which part of a character the cell at (y, x) of `win` holds: 0 a narrow
// character, 1 the left half of a wide one, 2 its right half (ncurses keeps
// this in the low attribute bits of the cell; `mvwin_wch` copies it as is).
static inline int tb_cell_part(WINDOW *win, int y, int x) {
  cchar_t cell;
  if (mvwin_wch(win, y, x, &cell) == ERR) return 0;
  return (int)(cell.attr & A_CHARTEXT);
}

// Replaces the cell at (y, x) with a blank in the same attributes and colour.
// ncurses leaves half a wide character behind when a narrow one overwrites
// the other half; TermBridge blanks that half, as terminals do.
static inline void tb_blank_cell(WINDOW *win, int y, int x) {
  cchar_t cell;
  if (mvwin_wch(win, y, x, &cell) == ERR) return;
  int pair = cell.ext_color ? cell.ext_color : (int)PAIR_NUMBER(cell.attr);
  attr_t attrs = cell.attr & ~(A_CHARTEXT | A_COLOR);
  wchar_t space = L' ';
  tb_make_cchar(&cell, &space, 1, attrs, pair);
  mvwadd_wch(win, y, x, &cell);
}

// The attribute and colour bits of a chtype; pairs below 256 only.
static inline chtype tb_chtype_bits(attr_t attrs, int pair) {
  return (chtype)(attrs & ~A_CHARTEXT) | (chtype)COLOR_PAIR(pair);
}

// Process-wide signal plumbing that Swift cannot express directly.
typedef void (*tb_signal_handler)(int);
static inline int tb_install_handler(int sig, tb_signal_handler handler, int resethand) {
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sa.sa_handler = handler;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = resethand ? (int)SA_RESETHAND : 0;
  return sigaction(sig, &sa, NULL);
}
static inline int tb_reset_handler(int sig) {
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sa.sa_handler = SIG_DFL;
  sigemptyset(&sa.sa_mask);
  return sigaction(sig, &sa, NULL);
}
static inline int tb_ignore_signal(int sig) {
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sa.sa_handler = SIG_IGN;
  sigemptyset(&sa.sa_mask);
  return sigaction(sig, &sa, NULL);
}
static inline int tb_unblock_signal(int sig) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  return sigprocmask(SIG_UNBLOCK, &set, NULL);
}

// Terminal size of a file descriptor, 0 on success.
static inline int tb_window_size(int fd, int *rows, int *cols) {
  struct winsize ws;
  if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
  *rows = ws.ws_row;
  *cols = ws.ws_col;
  return 0;
}

// Where the terminal cursor goes after the next doupdate; (-1, -1) leaves it.
static inline void tb_setsyx(int y, int x) {
  if (newscr == NULL) return;
  if (y == -1 && x == -1) { leaveok(newscr, TRUE); }
  else { leaveok(newscr, FALSE); wmove(newscr, y, x); }
}

// Flushes ncurses' output buffer (exported by libtinfo, not declared in a header).
extern void _nc_flush(void);
static inline void tb_flush(void) { _nc_flush(); }

#endif
