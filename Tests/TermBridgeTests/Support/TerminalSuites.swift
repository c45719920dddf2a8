import Testing

/// ncurses is process-global, and Swift Testing runs top-level suites in
/// parallel (and interleaves main-actor tests at every `await`). Every suite
/// that opens a screen is nested in this one serialized suite, so no two of
/// them ever run at once:
///
/// ```swift
/// extension TerminalSuites {
///   @Suite struct MyScreenTests { ... }
/// }
/// ```
@MainActor
@Suite(.serialized)
enum TerminalSuites {}
