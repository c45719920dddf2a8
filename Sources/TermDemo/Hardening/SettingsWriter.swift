import Glibc
import TermBridgeCore

/// `TermDemo --settings-writer PREFIX COUNT [non-finite]`: saves settings
/// through the program's `@AppStorage` store
/// (`$XDG_CONFIG_HOME/TermDemo/settings.json`), one save each, for the
/// tests of the store across processes: with `non-finite`, a NaN and an
/// infinity first (`PREFIX.nan`, `PREFIX.inf`); then `PREFIX.0` … as the
/// numbers 0 …. Prints `saved COUNT` and exits 0, or prints the store's
/// problem and exits 1.
@MainActor
enum SettingsWriter {
  static func run(prefix: String, count: Int, nonFinite: Bool) -> Never {
    let store = AppStorageStore.standard
    if nonFinite {
      store.set(.double(.nan), forKey: "\(prefix).nan")
      store.set(.double(.infinity), forKey: "\(prefix).inf")
    }
    for index in 0..<count {
      store.set(.int(index), forKey: "\(prefix).\(index)")
      if store.problem != nil { break }
    }
    if let problem = store.problem {
      print("FAILED: \(problem)")
      exit(1)
    }
    print("saved \(count)")
    exit(0)
  }
}
