import Testing

/// ncurses is process-global, and Swift Testing runs top-level suites in
/// parallel (and interleaves main-actor tests at every `await`). Every suite
/// that opens an ncurses screen (``TermScreen/headless(width:height:noColor:)``,
/// for what ncurses itself draws and sends: bytes, colour pairs, readback)
/// is nested in this one serialized suite, so no two of them ever run at
/// once. Suites of views, layout and the view graph use in-memory screens
/// (``TermScreen/inMemory(width:height:noColor:)``) instead, which share
/// nothing, and stay out of it so they run in parallel:
///
/// ```swift
/// extension TerminalSuites {
///   @Suite struct MyScreenTests { ... }
/// }
/// ```
@MainActor
@Suite(.serialized)
enum TerminalSuites {}
