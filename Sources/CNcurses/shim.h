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
#include <sys/epoll.h>
#include <errno.h>
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

// Sets what a window's blank cells are (werase, clearing to the end of a
// line, cells no one drew): a space in `pair` with no attributes.
static inline void tb_set_blank_pair(WINDOW *win, int pair) {
  cchar_t blank;
  wchar_t space = L' ';
  tb_make_cchar(&blank, &space, 1, A_NORMAL, pair);
  wbkgrndset(win, &blank);
}

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

// Whether cell (ay, ax) of `a` and cell (by, bx) of `b` hold the same
// characters, attributes and colour pair.
static inline int tb_same_cell(WINDOW *a, int ay, int ax, WINDOW *b, int by, int bx) {
  cchar_t x, y;
  if (a == NULL || b == NULL) return 0;
  if (mvwin_wch(a, ay, ax, &x) == ERR || mvwin_wch(b, by, bx, &y) == ERR) return 0;
  if ((x.attr & ~A_CHARTEXT) != (y.attr & ~A_CHARTEXT) || x.ext_color != y.ext_color) return 0;
  for (int i = 0; i < CCHARW_MAX; i++) {
    if (x.chars[i] != y.chars[i]) return 0;
    if (x.chars[i] == 0) break;
  }
  return 1;
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

// Turns reverse video on or off in the cell at (y, x), leaving its
// characters, other attributes, colour pair and wide-glyph part alone.
static inline void tb_toggle_reverse(WINDOW *win, int y, int x) {
  cchar_t cell;
  if (mvwin_wch(win, y, x, &cell) == ERR) return;
  int pair = cell.ext_color ? cell.ext_color : (int)PAIR_NUMBER(cell.attr);
  attr_t attrs = (cell.attr & ~(A_CHARTEXT | A_COLOR)) ^ A_REVERSE;
  mvwchgat(win, y, x, 1, attrs, (short)(pair < 32768 ? pair : 0), &pair);
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

// Whether the current terminal can move the cursor anywhere (terminfo
// `cup`): a full-screen program cannot run without it (TERM=dumb).
static inline int tb_has_cursor_addressing(void) {
  char *cup = tigetstr("cup");
  return cup != NULL && cup != (char *)-1;
}

// A string capability of the current terminal, or NULL when it has none.
static inline const char *tb_terminfo_string(const char *name) {
  char *value = tigetstr(name);
  return value == (char *)-1 ? NULL : value;
}

// Flushes ncurses' output buffer (exported by libtinfo, not declared in a header).
extern void _nc_flush(void);
static inline void tb_flush(void) { _nc_flush(); }

// Puts `bytes` into the output buffer of `screen`, where `doupdate` puts a
// frame, so that they reach the terminal in order with it (libtinfo's
// `_nc_outch_sp`, exported but not declared in a header). `putp` did not:
// its bytes went through another buffer and arrived apart from the frame.
extern int _nc_outch_sp(SCREEN *screen, int ch);
static inline void tb_put_in_frame(SCREEN *screen, const char *bytes) {
  for (; *bytes; bytes++) _nc_outch_sp(screen, (unsigned char)*bytes);
}

// ---------------------------------------------------------------------------
// Terminal session: signal handling and restore.
//
// The handlers must be async-signal-safe, so they and the state they read are
// plain C. Swift emits a header's functions into every object file that uses
// them (one per source file, in release builds too), so a static inline
// accessor would give each file its own state. tb_session() is therefore a
// weak, non-inline definition: the linker keeps exactly one, and with it one
// state, however Swift inlines the callers.

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>

#define TB_SESSION_RESTORE_MAX 1024
#define TB_SESSION_NSIG 65

typedef struct {
  int armed;                     // restore bytes and termios are valid and unused
  int tty_fd;                    // where the restore bytes go
  char bytes[TB_SESSION_RESTORE_MAX];
  int length;
  struct termios termios;        // the terminal's modes before the session
  int has_termios;
  int notify_fd;                 // write end of the pipe the main queue reads
  int watchdog_fd;               // write end of the watchdog thread's pipe
  int answer_fd;                 // read end of a pipe holding "q" for a crash prompt
  int acknowledged;              // the main queue picked up a termination signal
  int termination_pending;       // a termination signal not yet read from the pipe
  struct sigaction previous[TB_SESSION_NSIG];
  unsigned char installed[TB_SESSION_NSIG];
  unsigned char termination[TB_SESSION_NSIG];  // installed with TB_SIGNAL_TERMINATION
} tb_session_state;

// How tb_session_install handles a signal.
enum {
  TB_SIGNAL_NOTIFY = 0,       // tell the main queue (job control, resize)
  TB_SIGNAL_CRASH = 1,        // restore now, report, die of the signal
  TB_SIGNAL_TERMINATION = 2,  // tell the main queue and the watchdog
  TB_SIGNAL_IGNORE = 3,       // ignore (an error code from the call instead)
};

__attribute__((weak, noinline)) tb_session_state *tb_session(void) {
  static tb_session_state state = {
    .tty_fd = -1, .notify_fd = -1, .watchdog_fd = -1, .answer_fd = -1
  };
  return &state;
}

static inline int tb_session_is_termination(int sig) {
  return sig > 0 && sig < TB_SESSION_NSIG && tb_session()->termination[sig];
}

// Saves the terminal's modes (call before ncurses changes them).
static inline int tb_session_save_termios(int fd) {
  tb_session_state *s = tb_session();
  if (tcgetattr(fd, &s->termios) != 0) return -1;
  s->has_termios = 1;
  return 0;
}

// Puts the saved modes back; `drain` waits for pending output first.
static inline int tb_session_restore_termios(int fd, int drain) {
  tb_session_state *s = tb_session();
  if (!s->has_termios) return -1;
  return tcsetattr(fd, drain ? TCSADRAIN : TCSANOW, &s->termios);
}

// Arms the emergency restore: `bytes` (at most TB_SESSION_RESTORE_MAX) are
// written to `fd`, then the saved modes set, by a crash or a watchdog.
static inline int tb_session_arm(int fd, const char *bytes, int length) {
  tb_session_state *s = tb_session();
  if (length < 0 || length > TB_SESSION_RESTORE_MAX) return -1;
  memcpy(s->bytes, bytes, (size_t)length);
  s->length = length;
  s->tty_fd = fd;
  s->acknowledged = 0;
  __atomic_store_n(&s->armed, 1, __ATOMIC_SEQ_CST);
  return 0;
}

static inline void tb_session_disarm(void) {
  __atomic_store_n(&tb_session()->armed, 0, __ATOMIC_SEQ_CST);
}

static inline int tb_session_is_armed(void) {
  return __atomic_load_n(&tb_session()->armed, __ATOMIC_SEQ_CST);
}

// Async-signal-safe: writes the restore bytes and the saved modes, once.
static inline void tb_session_restore_now(void) {
  tb_session_state *s = tb_session();
  if (!__atomic_exchange_n(&s->armed, 0, __ATOMIC_SEQ_CST)) return;
  int saved = errno;
  const char *p = s->bytes;
  int left = s->length;
  while (left > 0) {
    ssize_t n = write(s->tty_fd, p, (size_t)left);
    if (n > 0) { p += n; left -= (int)n; }
    else if (n < 0 && errno == EINTR) continue;
    else break;
  }
  if (s->has_termios) tcsetattr(s->tty_fd, TCSANOW, &s->termios);
  errno = saved;
}

static inline void tb_session_set_pipes(int notify_fd, int watchdog_fd, int answer_fd) {
  tb_session_state *s = tb_session();
  s->notify_fd = notify_fd;
  s->watchdog_fd = watchdog_fd;
  s->answer_fd = answer_fd;
}

static inline void tb_session_acknowledge(void) {
  __atomic_store_n(&tb_session()->acknowledged, 1, __ATOMIC_SEQ_CST);
}

// A termination signal arrived that the main queue has not read yet.
static inline int tb_session_termination_pending(void) {
  return __atomic_load_n(&tb_session()->termination_pending, __ATOMIC_RELAXED);
}

// Called before the pipe is read: what it holds is being handled.
static inline void tb_session_clear_termination_pending(void) {
  __atomic_store_n(&tb_session()->termination_pending, 0, __ATOMIC_SEQ_CST);
}

static inline int tb_session_is_acknowledged(void) {
  return __atomic_load_n(&tb_session()->acknowledged, __ATOMIC_SEQ_CST);
}

// Job control and termination: tell the main queue (and, for termination,
// the watchdog) through pipes; nothing else is safe here.
static inline void tb_session_async_handler(int sig) {
  int saved = errno;
  tb_session_state *s = tb_session();
  unsigned char byte = (unsigned char)sig;
  if (tb_session_is_termination(sig)) __atomic_store_n(&s->termination_pending, 1, __ATOMIC_SEQ_CST);
  if (s->notify_fd >= 0) { ssize_t r = write(s->notify_fd, &byte, 1); (void)r; }
  if (tb_session_is_termination(sig) && s->watchdog_fd >= 0) {
    ssize_t r = write(s->watchdog_fd, &byte, 1);
    (void)r;
  }
  errno = saved;
}

// Crashes: restore the terminal, let the previous handler (the Swift
// runtime's backtracer, if any) report, then die of the signal.
static inline void tb_session_crash_handler(int sig, siginfo_t *info, void *context) {
  tb_session_state *s = tb_session();
  tb_session_restore_now();
  struct sigaction previous = s->previous[sig];
  sigaction(sig, &previous, NULL);
  s->installed[sig] = 0;
  // kill(2), raise(3) and abort(3) do not re-fault when the handler returns;
  // neither does a breakpoint trap.
  int sent = info == NULL || info->si_code <= 0 || sig == SIGTRAP;
  if (!(previous.sa_flags & SA_SIGINFO) && previous.sa_handler != SIG_DFL &&
      previous.sa_handler != SIG_IGN) {
    if (s->answer_fd >= 0) dup2(s->answer_fd, 0);
    previous.sa_handler(sig);
  } else if ((previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction != NULL) {
    if (s->answer_fd >= 0) dup2(s->answer_fd, 0);
    previous.sa_sigaction(sig, info, context);
  }
  struct sigaction dfl;
  memset(&dfl, 0, sizeof(dfl));
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  sigaction(sig, &dfl, NULL);
  // Blocked while this handler runs, so it is delivered right after return.
  if (sent) raise(sig);
}

// Installs the session's handling of `sig` (a TB_SIGNAL_ mode),
// remembering the previous handler.
static inline int tb_session_install(int sig, int mode) {
  tb_session_state *s = tb_session();
  if (sig <= 0 || sig >= TB_SESSION_NSIG || s->installed[sig]) return -1;
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sigemptyset(&sa.sa_mask);
  if (mode == TB_SIGNAL_CRASH) {
    sa.sa_sigaction = tb_session_crash_handler;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  } else if (mode == TB_SIGNAL_IGNORE) {
    sa.sa_handler = SIG_IGN;
  } else {
    sa.sa_handler = tb_session_async_handler;
    sa.sa_flags = SA_RESTART;
  }
  s->termination[sig] = mode == TB_SIGNAL_TERMINATION;
  if (sigaction(sig, &sa, &s->previous[sig]) != 0) return -1;
  s->installed[sig] = 1;
  return 0;
}

// Puts back the handler that was there before tb_session_install.
static inline void tb_session_uninstall(int sig) {
  tb_session_state *s = tb_session();
  if (sig <= 0 || sig >= TB_SESSION_NSIG || !s->installed[sig]) return;
  sigaction(sig, &s->previous[sig], NULL);
  s->installed[sig] = 0;
}

// Stops the process as SIGTSTP's default action would, and returns once it
// is continued, with the session's handler back in place.
static inline void tb_session_stop_self(void) {
  struct sigaction dfl, ours;
  memset(&dfl, 0, sizeof(dfl));
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  sigaction(SIGTSTP, &dfl, &ours);
  sigset_t unblock, old;
  sigemptyset(&unblock);
  sigaddset(&unblock, SIGTSTP);
  pthread_sigmask(SIG_UNBLOCK, &unblock, &old);
  raise(SIGTSTP);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  sigaction(SIGTSTP, &ours, NULL);
}

// The session's emergency exit: restore, then leave with 128 + sig.
static inline void tb_session_emergency_exit(int sig) {
  tb_session_restore_now();
  _exit(128 + sig);
}

// A stack for signal handlers on the calling thread, so a stack overflow
// still restores the terminal. Does nothing if the thread has one.
static inline void tb_session_ensure_altstack(void) {
  static __thread int done;
  if (done) return;
  done = 1;
  stack_t current;
  if (sigaltstack(NULL, &current) != 0 || !(current.ss_flags & SS_DISABLE)) return;
  size_t size = 64 * 1024;
  void *memory = malloc(size);
  if (memory == NULL) return;
  stack_t stack;
  stack.ss_sp = memory;
  stack.ss_size = size;
  stack.ss_flags = 0;
  if (sigaltstack(&stack, NULL) != 0) free(memory);
}

// A pipe with both ends close-on-exec; `nonblocking` applies to both ends.
static inline int tb_pipe(int fds[2], int nonblocking) {
  if (pipe(fds) != 0) return -1;
  for (int i = 0; i < 2; i++) {
    fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    if (nonblocking) fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
  }
  return 0;
}

// Whether the calling thread is the process's main thread (its thread id
// is the process id), without Foundation's Thread.
#include <sys/syscall.h>
static inline int tb_is_main_thread(void) {
  return (pid_t)syscall(SYS_gettid) == getpid();
}

// Names the calling thread (at most 15 bytes), as `ps -L` and gdb show it.
extern int prctl(int option, ...);
static inline void tb_name_current_thread(const char *name) {
  prctl(15 /* PR_SET_NAME */, name, 0, 0, 0);
}

// libdispatch's hooks for run loops that drive the main queue themselves
// (CoreFoundation uses them): an eventfd that becomes readable when the main
// queue has work, and the call that drains it on the main thread.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);
static inline int tb_main_queue_fd(void) { return _dispatch_get_main_queue_handle_4CF(); }
static inline void tb_drain_main_queue(void) {
  uint64_t value;
  int fd = _dispatch_get_main_queue_handle_4CF();
  // Consume the wake-up (non-blocking), then run what is queued.
  ssize_t ignored = read(fd, &value, sizeof value);
  (void)ignored;
  _dispatch_main_queue_callback_4CF(NULL);
}

// The main loop's wait: an epoll set registered once (poll would register
// and unregister every descriptor on every wait). Level-triggered, for
// reading; each descriptor has a tag bit, and tb_epoll_wait returns the
// tags of the ready ones ORed together (0 on timeout, -1 on error).
static inline int tb_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }
static inline int tb_epoll_add(int epfd, int fd, uint32_t tag) {
  struct epoll_event event;
  memset(&event, 0, sizeof event);
  event.events = EPOLLIN;
  event.data.u32 = tag;
  return epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &event);
}
static inline int tb_epoll_remove(int epfd, int fd) { return epoll_ctl(epfd, EPOLL_CTL_DEL, fd, NULL); }
static inline int tb_epoll_wait(int epfd, int timeout) {
  struct epoll_event events[4];
  int n = epoll_wait(epfd, events, 4, timeout);
  if (n < 0) return -1;
  int tags = 0;
  for (int i = 0; i < n; i++) tags |= (int)events[i].data.u32;
  return tags;
}

#endif
