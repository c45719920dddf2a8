import Glibc

/// The environment variables the library reads (a terminal session's
/// settings, `TERMBRIDGE_…` switches): the process's, each looked up when
/// asked (`getenv`), or a dictionary a test gives.
///
/// Foundation's `ProcessInfo.environment` copies every variable of the
/// process into a new dictionary each time it is read; a session's start
/// read it ten times (about 4 million instructions, 5 % of a start).
package struct EnvironmentVariables: Sendable, ExpressibleByDictionaryLiteral {
  /// The variables given, or nil for the process's own.
  private let values: [String: String]?

  /// The process's environment, as it is when each variable is read.
  package static let process = EnvironmentVariables(values: nil)

  /// An environment holding `values` only.
  package init(_ values: [String: String]) { self.values = values }

  package init(dictionaryLiteral elements: (String, String)...) {
    values = Dictionary(elements, uniquingKeysWith: { $1 })
  }

  private init(values: [String: String]?) { self.values = values }

  /// The value of variable `name`, or nil when it is not set.
  package subscript(name: String) -> String? {
    if let values { return values[name] }
    return getenv(name).map { String(cString: $0) }
  }
}
