import Testing

@testable import TermBridgeTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The environment a terminal session reads: the process's variables, as
/// Foundation's `ProcessInfo` has them, or the ones a test gives.
@Suite struct EnvironmentVariablesTests {
  @Test func theProcessEnvironmentReadsWhatProcessInfoHas() {
    let all = ProcessInfo.processInfo.environment
    #expect(!all.isEmpty)
    for (name, value) in all { #expect(EnvironmentVariables.process[name] == value, "\(name)") }
    #expect(EnvironmentVariables.process["TERMBRIDGE_NO_SUCH_VARIABLE_29"] == nil)
  }

  @Test func aGivenEnvironmentHoldsOnlyItsValues() {
    let given: EnvironmentVariables = ["TERM": "xterm-kitty", "NO_COLOR": ""]
    #expect(given["TERM"] == "xterm-kitty")
    #expect(given["NO_COLOR"] == "")
    #expect(given["HOME"] == nil)
    #expect(EnvironmentVariables(["A": "1"])["A"] == "1")
  }
}
