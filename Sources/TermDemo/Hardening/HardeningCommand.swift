import Glibc
import TermBridgeCore

/// The long hardening runs: `TermDemo --fuzz [BYTES]`, `--soak [KEYS]` and
/// `--resize-storm [COUNT]`, each with `--seed N` to replay a run (a random
/// seed is chosen and printed otherwise). Each prints its figures and exits
/// 0, or prints what went wrong with the seed and exits 1.
@MainActor
enum HardeningCommand {
  enum Run: Equatable {
    case fuzz(bytes: Int)
    case soak(keys: Int)
    case resizeStorm(resizes: Int)
    case settingsWriter(prefix: String, count: Int, nonFinite: Bool)
  }

  static func run(_ run: Run, seed: UInt64?, items: Int) -> Never {
    if case .settingsWriter(let prefix, let count, let nonFinite) = run {
      SettingsWriter.run(prefix: prefix, count: count, nonFinite: nonFinite)
    }
    let seed = seed ?? UInt64.random(in: 1...UInt64(UInt32.max))
    do {
      switch run {
      case .fuzz(let bytes):
        print("TermDemo --fuzz \(bytes) --seed \(seed) (headless 100x30, \(items) items)")
        let r = try InputFuzz.run(bytes: bytes, seed: seed, items: items)
        print(
          """
          \(r.bytes) bytes in \(r.reads) reads -> \(r.events) events (\(r.keys) keys, \(r.pastes) pastes, \
          \(r.mice) mouse reports); \(r.flushes) escape timeouts, \(r.finishedPastes) pastes finished without \
          their end marker
          \(r.checks) consistency and repaint checks passed; \(format(r.seconds)) s \
          (\(format(Double(r.bytes) / max(r.seconds, 1e-9) / 1024)) KiB/s); query \(r.queryLength) characters, \
          \(r.noteCount) notes edited (\(r.notesBytes) bytes); peak RSS \(HeadlessDemo.kilobytes("VmHWM") / 1024) MiB
          """)
      case .soak(let keys):
        print("TermDemo --soak \(keys) --seed \(seed) (headless 100x30, \(items) items)")
        let r = try Soak.run(keys: keys, seed: seed, items: items)
        print(
          """
          \(r.keys) keys in \(format(r.seconds)) s (\(format(r.seconds * 1e6 / Double(max(1, r.keys)))) µs/key), \
          help sheet opened \(r.sheetsOpened) times, \(r.noteCount) notes of \(r.notesBytes) bytes
          RSS start \(r.rssStartKB) KiB, end \(r.rssEndKB) KiB (\(signed(r.rssEndKB - r.rssStartKB)) KiB), \
          peak \(r.peakRSSKB) KiB; after each tenth of the keys: \(r.rssSamplesKB.map(String.init).joined(separator: " "))
          live objects start \(r.liveStartTotal) \(describe(r.liveStart)), end \(r.liveEndTotal) \
          \(describe(r.liveEnd)); \(r.seen) seen in all; alive without a window: \(r.leaks.isEmpty ? "none" : describe(r.leaks))
          """)
      case .resizeStorm(let resizes):
        print("TermDemo --resize-storm \(resizes) --seed \(seed) (\(items) items)")
        let r = try ResizeStorm.run(resizes: resizes, seed: seed, items: items)
        print(
          """
          \(r.resizes) sizes in \(r.batches) batches in \(format(r.seconds)) s; the final \(r.finalSize) screen \
          equals a fresh demo's
          """)
      case .settingsWriter:
        break
      }
    } catch {
      print("FAILED: \(error)")
      if case .fuzz(let bytes) = run {
        // Check after every read to find the first one that went wrong.
        do {
          _ = try InputFuzz.run(bytes: bytes, seed: seed, items: items, checkEvery: 1)
        } catch {
          print("checking after every read: \(error)")
        }
      }
      print("replay: TermDemo \(arguments(for: run)) --seed \(seed) --items \(items)")
      exit(1)
    }
    exit(0)
  }

  private static func arguments(for run: Run) -> String {
    switch run {
    case .fuzz(let bytes): return "--fuzz \(bytes)"
    case .soak(let keys): return "--soak \(keys)"
    case .resizeStorm(let resizes): return "--resize-storm \(resizes)"
    case .settingsWriter(let prefix, let count, let nonFinite):
      return "--settings-writer \(prefix) \(count)\(nonFinite ? " non-finite" : "")"
    }
  }

  private static func describe(_ counts: [String: Int]) -> String {
    "(" + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
  }

  private static func format(_ value: Double) -> String { value.fixed(2) }
  private static func signed(_ value: Int) -> String { value >= 0 ? "+\(value)" : "\(value)" }
}
