#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The Foundation types `@AppStorage` and `@SceneStorage` take beyond the
/// plain ones, each kept as a plain value: `Data` as Base64 text, `URL` as
/// its absolute string, `Date` as seconds since 2001 (its
/// `timeIntervalSinceReferenceDate`), `UUID` as its string.
extension StorageCoding where Value == Data {
  static var data: Self {
    Self(
      encode: { .string($0.base64EncodedString()) },
      decode: { if case .string(let v) = $0 { Data(base64Encoded: v) } else { nil } })
  }
}

extension StorageCoding where Value == URL {
  static var url: Self {
    Self(
      encode: { .string($0.absoluteString) },
      decode: { if case .string(let v) = $0 { URL(string: v) } else { nil } })
  }
}

extension StorageCoding where Value == Date {
  static var date: Self {
    Self(
      encode: { .double($0.timeIntervalSinceReferenceDate) },
      decode: {
        switch $0 {
        case .double(let v): Date(timeIntervalSinceReferenceDate: v)
        case .int(let v): Date(timeIntervalSinceReferenceDate: Double(v))
        default: nil
        }
      })
  }
}

extension StorageCoding where Value == UUID {
  static var uuid: Self {
    Self(
      encode: { .string($0.uuidString) },
      decode: { if case .string(let v) = $0 { UUID(uuidString: v) } else { nil } })
  }
}

extension StorageCoding {
  /// An optional of a type kept as `base` keeps it: nil removes the key,
  /// and a key that is missing or unreadable reads as nil.
  static func optional<Wrapped>(_ base: StorageCoding<Wrapped>) -> Self where Value == Wrapped? {
    Self(encode: { $0.flatMap(base.encode) }, decode: { base.decode($0).map { Optional($0) } })
  }
}
