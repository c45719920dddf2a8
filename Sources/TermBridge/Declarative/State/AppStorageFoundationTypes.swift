#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension AppStorage where Value == Data {
  /// A Data, as Base64 text, kept under `key` in `store`.
  public init(wrappedValue: Data, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .data)
  }
}

extension AppStorage where Value == URL {
  /// A URL, as its absolute string, kept under `key` in `store`.
  public init(wrappedValue: URL, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .url)
  }
}

extension AppStorage where Value == Date {
  /// A Date, as seconds since 2001, kept under `key` in `store`.
  public init(wrappedValue: Date, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .date)
  }
}

extension AppStorage where Value == UUID {
  /// A UUID, as its string, kept under `key` in `store`.
  public init(wrappedValue: UUID, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .uuid)
  }
}

extension AppStorage where Value == Bool? {
  /// An optional Bool kept under `key` in `store`: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: nil, store: store, coding: .optional(.bool))
  }

  /// An optional Bool kept under `key` in `store`, `wrappedValue` while none is stored.
  public init(wrappedValue: Bool?, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .optional(.bool))
  }
}

extension AppStorage where Value == Int? {
  /// An optional Int kept under `key` in `store`: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: nil, store: store, coding: .optional(.int))
  }

  /// An optional Int kept under `key` in `store`, `wrappedValue` while none is stored.
  public init(wrappedValue: Int?, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .optional(.int))
  }
}

extension AppStorage where Value == Double? {
  /// An optional Double kept under `key` in `store`: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: nil, store: store, coding: .optional(.double))
  }

  /// An optional Double kept under `key` in `store`, `wrappedValue` while none is stored.
  public init(wrappedValue: Double?, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .optional(.double))
  }
}

extension AppStorage where Value == String? {
  /// An optional String kept under `key` in `store`: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: nil, store: store, coding: .optional(.string))
  }

  /// An optional String kept under `key` in `store`, `wrappedValue` while none is stored.
  public init(wrappedValue: String?, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .optional(.string))
  }
}

extension AppStorage where Value == Data? {
  /// An optional Data kept under `key` in `store`: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: nil, store: store, coding: .optional(.data))
  }

  /// An optional Data kept under `key` in `store`, `wrappedValue` while none is stored.
  public init(wrappedValue: Data?, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .optional(.data))
  }
}

extension AppStorage where Value == URL? {
  /// An optional URL kept under `key` in `store`: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: nil, store: store, coding: .optional(.url))
  }

  /// An optional URL kept under `key` in `store`, `wrappedValue` while none is stored.
  public init(wrappedValue: URL?, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .optional(.url))
  }
}

extension AppStorage where Value == Date? {
  /// An optional Date kept under `key` in `store`: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: nil, store: store, coding: .optional(.date))
  }

  /// An optional Date kept under `key` in `store`, `wrappedValue` while none is stored.
  public init(wrappedValue: Date?, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .optional(.date))
  }
}

extension AppStorage where Value == UUID? {
  /// An optional UUID kept under `key` in `store`: nil while none is stored,
  /// and setting nil removes it.
  public init(_ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: nil, store: store, coding: .optional(.uuid))
  }

  /// An optional UUID kept under `key` in `store`, `wrappedValue` while none is stored.
  public init(wrappedValue: UUID?, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .optional(.uuid))
  }
}

extension AppStorage {
  /// An optional enum kept under `key` in `store` as its String raw value:
  /// `@AppStorage("experience") var experience: Experience?`.
  public init<R: RawRepresentable>(_ key: String, store: AppStorageStore? = nil)
  where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, store: store, coding: .optional(.rawString))
  }

  /// An optional enum kept under `key` in `store` as its String raw value,
  /// `wrappedValue` while none is stored.
  public init<R: RawRepresentable>(wrappedValue: R?, _ key: String, store: AppStorageStore? = nil)
  where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .optional(.rawString))
  }
}

extension AppStorage {
  /// An optional enum kept under `key` in `store` as its Int raw value:
  /// `@AppStorage("experience") var experience: Experience?`.
  public init<R: RawRepresentable>(_ key: String, store: AppStorageStore? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, store: store, coding: .optional(.rawInt))
  }

  /// An optional enum kept under `key` in `store` as its Int raw value,
  /// `wrappedValue` while none is stored.
  public init<R: RawRepresentable>(wrappedValue: R?, _ key: String, store: AppStorageStore? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .optional(.rawInt))
  }
}
